import { useLocation, type Location } from 'react-router-dom';

/**
 * Where a test's router is now, after any redirects: render `<Probe />` inside the router and
 * call `current()`.
 */
export function createLocationProbe() {
  let location: Location | undefined;
  function Probe() {
    location = useLocation();
    return null;
  }
  const current = (): Location => {
    if (!location) throw new Error('the location probe has not rendered yet');
    return location;
  };
  return { Probe, current };
}

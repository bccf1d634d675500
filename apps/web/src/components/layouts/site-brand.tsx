import { GraduationCapIcon } from '../ui/first-paint-icons';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { fixedWidthImage } from '../../lib/responsive-image';
import { useSiteSettings } from '../../lib/site-settings';

const BOX = 'flex min-h-11 min-w-0 items-center gap-2 font-bold text-foreground';

/**
 * The institute's logo (when set) and name, linking home. While the settings load, the same
 * room is kept with the icon alone, so nothing moves when the name arrives, and no name is
 * made up meanwhile; a link without a name would be unusable, so there is none until then.
 */
export function SiteBrand() {
  const site = useSiteSettings().data;
  const name = site?.name ?? '';
  if (!name) {
    return (
      <span aria-hidden="true" className={BOX}>
        <GraduationCapIcon className="size-6 shrink-0 text-primary" />
      </span>
    );
  }
  const logo = site?.logo ?? '';
  return (
    <Link to={PUBLIC_SCREENS.home.path} className={BOX}>
      {logo ? (
        <img
          src={fixedWidthImage(logo, 40)}
          alt={name}
          width={40}
          height={40}
          className="size-10 object-contain"
        />
      ) : (
        <GraduationCapIcon className="size-6 shrink-0 text-primary" />
      )}
      {/* With a logo, its alt text already names the link: the words are for the eye. */}
      <span aria-hidden={logo ? true : undefined} className="truncate">
        {name}
      </span>
    </Link>
  );
}

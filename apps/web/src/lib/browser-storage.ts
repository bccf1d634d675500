/**
 * localStorage that never throws: private browsing, disabled storage or a full quota must
 * not break the site, they only lose persistence.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Persistence is a convenience; the in-memory state still works for this visit.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

/**
 * A store's subscribe function (for useSyncExternalStore): while anyone listens, the store
 * also hears what other tabs write to storage, so every open page agrees.
 */
export function subscriberWithStorageEvents(
  listeners: Set<() => void>,
  onStorage: (event: StorageEvent) => void,
): (listener: () => void) => () => void {
  return (listener) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
}

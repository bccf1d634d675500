import { version } from '../../package.json';

/**
 * The release this code is: the version of package.json (the root's and this workspace's are
 * the same; CHANGELOG.md has its notes). The build bundles it in, so the image needs no file.
 */
export const RELEASE_VERSION: string = version;

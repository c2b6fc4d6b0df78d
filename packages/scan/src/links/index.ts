/**
 * The link checker (links that lead nowhere: missing files and headings, letter case, malformed
 * targets), pure but for the FileView each front-end provides.
 */
export { diskFiles } from "./disk-files.js";
export { LinkFiles, OVER_LIMIT, parentOf, type FileView, type DirectoryEntry, type OverLimit } from "./file-view.js";
export { LinkRun, LINK_CODES, checksLinks, type CheckLinksOptions } from "./check-links.js";
export type { SiteSettings } from "./site-config.js";
export { withLinkMatches } from "./merge.js";
export { fileUri, isWithin } from "./paths.js";
export type { SiteKind } from "./sites.js";
export { linkCompletions, type LinkCompletion, type LinkCompletions } from "./complete.js";

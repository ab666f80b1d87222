// /favorites and /downloads in one lazy chunk: they share their calls and styles, and the entry chunk then
// lists one page file for both.
export { DownloadsPage } from './DownloadsPage';
export { FavoritesPage } from './FavoritesPage';

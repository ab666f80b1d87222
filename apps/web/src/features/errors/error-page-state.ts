/** State passed to the error pages through navigation (a redirect may say why). */
export interface ErrorPageState {
  message?: string;
  status?: number;
}

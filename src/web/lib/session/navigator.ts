/**
 * Lets code outside React (the HTTP client's 401 flow) move the router. The router registers
 * itself at start; before that, a full page load does the job.
 */
type Navigate = (path: string) => unknown;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string): void {
  navigate(path);
}

/** Where the sandbox's own routes live, outside the spec's `/api/` (spec 4 shows only that). */
export const ADMIN_PATH = '/_sandbox';

/** Whether `path` is one of the sandbox's own routes rather than the service's API. */
export const isAdminPath = (path: string) => path.startsWith(`${ADMIN_PATH}/`);

/** Where the API lives on the backend's origin. */
export const API_BASE = '/api/v1';

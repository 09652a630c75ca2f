/** The limits of a CSV import of listings (docs/api.md, "CSV import and export"), for the service and the page. */
export const IMPORT_MAX_ROWS = 1000
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

export const IMPORT_TOO_LARGE = 'The file is too large: at most 5 MB'
export const IMPORT_TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: import it in parts`

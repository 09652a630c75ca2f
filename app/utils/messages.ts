/** Messages shown by pages and answered by the server alike (docs/product.md, docs/api.md). */
export const AVATAR_UPLOADED = 'Image successfully uploaded!'
export const AVATAR_FAILED = 'Error Image upload (image must be less than 2 mb)'

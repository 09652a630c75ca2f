// /blog-3: the blog list of its month (blogPages['/blog-3']), drawn by the /blog route module.
export { default, loader, meta } from './blog'

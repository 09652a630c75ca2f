// /blog-2: the blog list of its month (blogPages['/blog-2']), drawn by the /blog route module.
export { default, loader, meta } from './blog'

// /blog-4: the blog list of its month (blogPages['/blog-4']), drawn by the /blog route module.
export { default, loader, meta } from './blog'

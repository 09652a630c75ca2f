// /blog/:id shows the same post as /bolg/:id (the trailing underscore keeps it out of the /blog list page's layout).
export { default, ErrorBoundary, loader, meta } from './bolg.$id'

// /property-3: a property list page (propertyPages['/property-3']), drawn by the /property route module.
export { default, loader, meta } from './property'

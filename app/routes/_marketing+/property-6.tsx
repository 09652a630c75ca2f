// /property-6: a property list page (propertyPages['/property-6']), drawn by the /property route module.
export { default, loader, meta } from './property'

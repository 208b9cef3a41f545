import { serviceNameOf } from '../../content/services/directory';

/** A sample's service slug as people read it: the catalogue's name, else the slug in words. */
export function categoryLabelOf(category: string): string {
  const name = serviceNameOf(category);
  if (name) return name;
  return category.includes('-') || category === category.toLowerCase()
    ? category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
    : category;
}

import { photoOrNone, photosOnly } from './photo';

describe('photoOrNone', () => {
  it('keeps uploaded photos and drops the stand-in image and missing ones', () => {
    expect(photoOrNone('/uploads/3f2a-960.webp')).toBe('/uploads/3f2a-960.webp');
    expect(photoOrNone('https://cdn.example.ca/kitchen.jpg')).toBe('https://cdn.example.ca/kitchen.jpg');
    expect(photoOrNone('/api/placeholder/800/600')).toBeUndefined();
    expect(photoOrNone(null)).toBeUndefined();
    expect(photoOrNone(undefined)).toBeUndefined();
    expect(photoOrNone('')).toBeUndefined();
  });

  it('filters a gallery to its real photos, in order', () => {
    expect(photosOnly(['/api/placeholder/800/600', '/uploads/a.webp', null, '/uploads/b.webp'])).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });
});

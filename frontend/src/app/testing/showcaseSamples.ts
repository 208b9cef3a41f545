import type { ContentData } from '../contentData';
import type { ListedSample, ShowcaseListingDetails, ShowcaseListingVariables } from '../content/showcaseListing';

/** A finished sample as the ShowcaseListing query answers it; `details` overrides what it shows beyond a post. */
export function listedSample(number: number, over: Partial<Omit<ListedSample, 'showcaseDetails'>> = {}, details: Partial<ShowcaseListingDetails> = {}): ListedSample {
  return {
    id: String(number + 500),
    showcaseNumber: number,
    title: `Basement bathroom in Leslieville (${number})`,
    description: 'A three-piece bathroom in a finished basement, with a backwater valve.',
    category: 'plumbing',
    location: 'Leslieville, Toronto',
    status: 'COMPLETED',
    hired: false,
    urgency: 'LOW',
    budget: '',
    timeline: '3 weeks',
    imageUrls: [],
    photos: [],
    ...over,
    showcaseDetails: {
      contractorName: 'Northline Plumbing',
      contractorNumber: null,
      price: '$14,000 - $19,000',
      rating: 4.8,
      reviewCount: 27,
      imageAlt: 'A finished basement bathroom with a glass shower',
      projectScope: 'Rough-in, drain and a new three-piece bathroom.',
      featured: false,
      subcategory: 'Bathroom',
      propertyType: 'House',
      year: 2024,
      cleaningType: null,
      movingType: null,
      visualizationType: null,
      statedProposalCount: null,
      ...details,
    },
  };
}

/** A content page's server data holding these lists of samples. */
export const withSamples = (...lists: [ShowcaseListingVariables, ListedSample[]][]): ContentData => ({
  showcase: lists.map(([variables, projects]) => ({ variables, projects })),
});

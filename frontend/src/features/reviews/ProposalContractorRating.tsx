import { Rating, Text } from '@marketplace/design-system';

/** The sending contractor's rating, shown on their proposal (nothing for proposals sent before accounts). */
export function ProposalContractorRating({ rating }: { rating?: { average?: number | null; count: number } | null }) {
  if (!rating) return null;
  if (rating.count === 0 || rating.average == null) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No reviews yet
      </Text>
    );
  }
  return <Rating value={rating.average} reviewCount={rating.count} />;
}

export const siteFiguresTypeDefs = /* GraphQL */ `
  """
  The figures the site states about itself, computed from the marketplace's own records (refreshed
  every 10 minutes), never typed in. A figure with nothing to count is 0, or null where an average
  or a share would mean nothing.
  """
  type SiteFigures {
    "Published projects whose homeowners marked them completed."
    projectsCompleted: Int!
    "Contractors in good standing with at least one credential verified by our team and not past its expiry date."
    verifiedContractors: Int!
    "Distinct GTA cities (service areas) served by the verified contractors counted in verifiedContractors."
    citiesServed: Int!
    "Reviews homeowners wrote of the contractors they hired, less any hidden for breaking the rules (the reviews averageRating and satisfactionPercent read)."
    reviewCount: Int!
    "The average rating of the reviews counted in reviewCount (each review's rating is the average of its four 1-5 scores), one decimal; null with no reviews."
    averageRating: Float
    "Whole percent of the reviews counted in reviewCount rated 4 stars or more; null with no reviews."
    satisfactionPercent: Int
    "When the figures were last computed."
    refreshedAt: DateTime!
  }

  extend type Query {
    "The marketplace's figures (projects completed, verified contractors, cities served, ratings); with trade (a Trade id), that trade's: its projects, the verified pros who do it, and the reviews of hires on its projects. Public: no personal data."
    siteFigures(trade: Int): SiteFigures!
  }
`;

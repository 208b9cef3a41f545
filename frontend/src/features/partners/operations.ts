import { graphql } from '../../gql';

/** /developers/join: who is signed in, and their application if they sent one. */
export const PartnerJoinQuery = graphql(`
  query PartnerJoin {
    viewer {
      id
      name
      email
      role
    }
    myPartnerApplication {
      ...PartnerApplicationStatus_application @unmask
    }
  }
`);

/** /developers/console: the partner's limits and keys with their usage. */
export const PartnerConsoleQuery = graphql(`
  query PartnerConsole {
    apiLimits {
      keysPerPartner
      ...ApiLimits_limits
    }
    apiKeys {
      id
      revokedAt
      ...KeyRow_apiKey
      ...KeyUsage_apiKey
    }
  }
`);

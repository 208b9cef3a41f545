import { graphql } from '../../../gql';

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
      id
      status
      organisation
      website
      useCase
      ...ApplicationStatus_application
    }
  }
`);

/** /developers/console: the partner's limits, keys with their usage, and webhook endpoints. */
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
    webhookEndpoints {
      id
      ...EndpointCard_endpoint
    }
  }
`);

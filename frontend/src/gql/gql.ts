/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      phone\n      role\n      businessName\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!, $redirectTo: String) {\n    requestSignInLink(email: $email, redirectTo: $redirectTo)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation SignUpContractor($input: ContractorSignUpInput!) {\n    signUpContractor(input: $input)\n  }\n": typeof types.SignUpContractorDocument,
    "\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n  }\n": typeof types.MyProjectFieldsFragmentDoc,
    "\n  query MyProjects {\n    myProjects {\n      ...MyProjectFields\n    }\n  }\n": typeof types.MyProjectsDocument,
    "\n  query MyProposals {\n    myProposals {\n      id\n      bidAmount\n      timeline\n      status\n      submittedDate\n      contractorBadges {\n        kind\n        label\n      }\n      project {\n        id\n        title\n        status\n      }\n    }\n  }\n": typeof types.MyProposalsDocument,
    "\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields\n    }\n  }\n": typeof types.ReviseProjectDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment ContractorProfileFields on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ContractorProfileFieldsFragmentDoc,
    "\n  fragment CredentialFields on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n    status\n    submittedAt\n    reviewedAt\n    rejectionReason\n  }\n": typeof types.CredentialFieldsFragmentDoc,
    "\n  query MyContractorProfile {\n    myContractorProfile {\n      ...ContractorProfileFields\n      credentials {\n        ...CredentialFields\n      }\n    }\n  }\n": typeof types.MyContractorProfileDocument,
    "\n  query PublicContractorProfile($id: ID!) {\n    contractorProfile(id: $id) {\n      ...ContractorProfileFields\n    }\n  }\n": typeof types.PublicContractorProfileDocument,
    "\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      ...ContractorProfileFields\n    }\n  }\n": typeof types.UpdateContractorProfileDocument,
    "\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      ...CredentialFields\n    }\n  }\n": typeof types.SubmitCredentialDocument,
    "\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CredentialFields\n      }\n    }\n  }\n": typeof types.CredentialChecksDocument,
    "\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      ...CredentialFields\n    }\n  }\n": typeof types.VerifyCredentialDocument,
    "\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      ...CredentialFields\n    }\n  }\n": typeof types.RejectCredentialDocument,
    "\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    requirements\n    status\n    postedDate\n    proposalCount\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n    }\n  }\n": typeof types.MarketplaceProjectFieldsFragmentDoc,
    "\n  query MarketplaceProjects($first: Int!, $after: String) {\n    projects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...MarketplaceProjectFields\n      }\n    }\n  }\n": typeof types.MarketplaceProjectsDocument,
    "\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...MarketplaceProjectFields\n    }\n  }\n": typeof types.UpdateMarketplaceProjectDocument,
    "\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteMarketplaceProjectDocument,
    "\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      overdue\n      unhandledMessages\n    }\n  }\n": typeof types.OperatorOverviewDocument,
    "\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n          description\n          category\n          location\n          budget\n          timeline\n          createdAt\n          homeowner\n        }\n        submittedAt\n        waitingHours\n        overdue\n        flags\n        homeownerEmail\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": typeof types.ReviewQueueDocument,
    "\n  mutation ApproveProject($id: ID!) {\n    approveProject(id: $id) {\n      id\n      visibility\n    }\n  }\n": typeof types.ApproveProjectDocument,
    "\n  mutation RequestProjectChanges($id: ID!, $message: String!) {\n    requestProjectChanges(id: $id, message: $message) {\n      id\n      visibility\n    }\n  }\n": typeof types.RequestProjectChangesDocument,
    "\n  mutation RejectProject($id: ID!, $reason: String!) {\n    rejectProject(id: $id, reason: $reason) {\n      id\n      visibility\n    }\n  }\n": typeof types.RejectProjectDocument,
    "\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.MarkContactMessageHandledDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n": typeof types.AccountFieldsFragmentDoc,
    "\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        ...AccountFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.AccountsDocument,
    "\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      ...AccountFields\n    }\n  }\n": typeof types.DisableAccountDocument,
    "\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      ...AccountFields\n    }\n  }\n": typeof types.EnableAccountDocument,
    "\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        actor\n        action\n        subjectType\n        subjectId\n        changes {\n          field\n          before\n          after\n        }\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...MarketplaceProjectFields\n      proposals {\n        ...ProposalFields\n      }\n    }\n  }\n": typeof types.ProjectDetailsDocument,
    "\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n  }\n": typeof types.ProposalFieldsFragmentDoc,
    "\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n": typeof types.SubmitProposalDocument,
    "\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateProposalStatusDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      phone\n      role\n      businessName\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!, $redirectTo: String) {\n    requestSignInLink(email: $email, redirectTo: $redirectTo)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation SignUpContractor($input: ContractorSignUpInput!) {\n    signUpContractor(input: $input)\n  }\n": types.SignUpContractorDocument,
    "\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n  }\n": types.MyProjectFieldsFragmentDoc,
    "\n  query MyProjects {\n    myProjects {\n      ...MyProjectFields\n    }\n  }\n": types.MyProjectsDocument,
    "\n  query MyProposals {\n    myProposals {\n      id\n      bidAmount\n      timeline\n      status\n      submittedDate\n      contractorBadges {\n        kind\n        label\n      }\n      project {\n        id\n        title\n        status\n      }\n    }\n  }\n": types.MyProposalsDocument,
    "\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields\n    }\n  }\n": types.ReviseProjectDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment ContractorProfileFields on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n  }\n": types.ContractorProfileFieldsFragmentDoc,
    "\n  fragment CredentialFields on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n    status\n    submittedAt\n    reviewedAt\n    rejectionReason\n  }\n": types.CredentialFieldsFragmentDoc,
    "\n  query MyContractorProfile {\n    myContractorProfile {\n      ...ContractorProfileFields\n      credentials {\n        ...CredentialFields\n      }\n    }\n  }\n": types.MyContractorProfileDocument,
    "\n  query PublicContractorProfile($id: ID!) {\n    contractorProfile(id: $id) {\n      ...ContractorProfileFields\n    }\n  }\n": types.PublicContractorProfileDocument,
    "\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      ...ContractorProfileFields\n    }\n  }\n": types.UpdateContractorProfileDocument,
    "\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      ...CredentialFields\n    }\n  }\n": types.SubmitCredentialDocument,
    "\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CredentialFields\n      }\n    }\n  }\n": types.CredentialChecksDocument,
    "\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      ...CredentialFields\n    }\n  }\n": types.VerifyCredentialDocument,
    "\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      ...CredentialFields\n    }\n  }\n": types.RejectCredentialDocument,
    "\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    requirements\n    status\n    postedDate\n    proposalCount\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n    }\n  }\n": types.MarketplaceProjectFieldsFragmentDoc,
    "\n  query MarketplaceProjects($first: Int!, $after: String) {\n    projects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...MarketplaceProjectFields\n      }\n    }\n  }\n": types.MarketplaceProjectsDocument,
    "\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...MarketplaceProjectFields\n    }\n  }\n": types.UpdateMarketplaceProjectDocument,
    "\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteMarketplaceProjectDocument,
    "\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      overdue\n      unhandledMessages\n    }\n  }\n": types.OperatorOverviewDocument,
    "\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n          description\n          category\n          location\n          budget\n          timeline\n          createdAt\n          homeowner\n        }\n        submittedAt\n        waitingHours\n        overdue\n        flags\n        homeownerEmail\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": types.ReviewQueueDocument,
    "\n  mutation ApproveProject($id: ID!) {\n    approveProject(id: $id) {\n      id\n      visibility\n    }\n  }\n": types.ApproveProjectDocument,
    "\n  mutation RequestProjectChanges($id: ID!, $message: String!) {\n    requestProjectChanges(id: $id, message: $message) {\n      id\n      visibility\n    }\n  }\n": types.RequestProjectChangesDocument,
    "\n  mutation RejectProject($id: ID!, $reason: String!) {\n    rejectProject(id: $id, reason: $reason) {\n      id\n      visibility\n    }\n  }\n": types.RejectProjectDocument,
    "\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.MarkContactMessageHandledDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n": types.AccountFieldsFragmentDoc,
    "\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        ...AccountFields\n      }\n      nextCursor\n    }\n  }\n": types.AccountsDocument,
    "\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      ...AccountFields\n    }\n  }\n": types.DisableAccountDocument,
    "\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      ...AccountFields\n    }\n  }\n": types.EnableAccountDocument,
    "\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        actor\n        action\n        subjectType\n        subjectId\n        changes {\n          field\n          before\n          after\n        }\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n": types.CreateProjectDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...MarketplaceProjectFields\n      proposals {\n        ...ProposalFields\n      }\n    }\n  }\n": types.ProjectDetailsDocument,
    "\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n  }\n": types.ProposalFieldsFragmentDoc,
    "\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n": types.SubmitProposalDocument,
    "\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateProposalStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      phone\n      role\n      businessName\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      phone\n      role\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!, $redirectTo: String) {\n    requestSignInLink(email: $email, redirectTo: $redirectTo)\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!, $redirectTo: String) {\n    requestSignInLink(email: $email, redirectTo: $redirectTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpContractor($input: ContractorSignUpInput!) {\n    signUpContractor(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignUpContractor($input: ContractorSignUpInput!) {\n    signUpContractor(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProjects {\n    myProjects {\n      ...MyProjectFields\n    }\n  }\n"): (typeof documents)["\n  query MyProjects {\n    myProjects {\n      ...MyProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProposals {\n    myProposals {\n      id\n      bidAmount\n      timeline\n      status\n      submittedDate\n      contractorBadges {\n        kind\n        label\n      }\n      project {\n        id\n        title\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProposals {\n    myProposals {\n      id\n      bidAmount\n      timeline\n      status\n      submittedDate\n      contractorBadges {\n        kind\n        label\n      }\n      project {\n        id\n        title\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractorProfileFields on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ContractorProfileFields on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CredentialFields on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n    status\n    submittedAt\n    reviewedAt\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment CredentialFields on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n    status\n    submittedAt\n    reviewedAt\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContractorProfile {\n    myContractorProfile {\n      ...ContractorProfileFields\n      credentials {\n        ...CredentialFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyContractorProfile {\n    myContractorProfile {\n      ...ContractorProfileFields\n      credentials {\n        ...CredentialFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContractorProfile($id: ID!) {\n    contractorProfile(id: $id) {\n      ...ContractorProfileFields\n    }\n  }\n"): (typeof documents)["\n  query PublicContractorProfile($id: ID!) {\n    contractorProfile(id: $id) {\n      ...ContractorProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      ...ContractorProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      ...ContractorProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      ...CredentialFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      ...CredentialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CredentialFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CredentialFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      ...CredentialFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      ...CredentialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      ...CredentialFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      ...CredentialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    requirements\n    status\n    postedDate\n    proposalCount\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n    }\n  }\n"): (typeof documents)["\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    requirements\n    status\n    postedDate\n    proposalCount\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceProjects($first: Int!, $after: String) {\n    projects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...MarketplaceProjectFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceProjects($first: Int!, $after: String) {\n    projects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...MarketplaceProjectFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...MarketplaceProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...MarketplaceProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      overdue\n      unhandledMessages\n    }\n  }\n"): (typeof documents)["\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      overdue\n      unhandledMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n          description\n          category\n          location\n          budget\n          timeline\n          createdAt\n          homeowner\n        }\n        submittedAt\n        waitingHours\n        overdue\n        flags\n        homeownerEmail\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n          description\n          category\n          location\n          budget\n          timeline\n          createdAt\n          homeowner\n        }\n        submittedAt\n        waitingHours\n        overdue\n        flags\n        homeownerEmail\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveProject($id: ID!) {\n    approveProject(id: $id) {\n      id\n      visibility\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveProject($id: ID!) {\n    approveProject(id: $id) {\n      id\n      visibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestProjectChanges($id: ID!, $message: String!) {\n    requestProjectChanges(id: $id, message: $message) {\n      id\n      visibility\n    }\n  }\n"): (typeof documents)["\n  mutation RequestProjectChanges($id: ID!, $message: String!) {\n    requestProjectChanges(id: $id, message: $message) {\n      id\n      visibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectProject($id: ID!, $reason: String!) {\n    rejectProject(id: $id, reason: $reason) {\n      id\n      visibility\n    }\n  }\n"): (typeof documents)["\n  mutation RejectProject($id: ID!, $reason: String!) {\n    rejectProject(id: $id, reason: $reason) {\n      id\n      visibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        ...AccountFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        ...AccountFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        actor\n        action\n        subjectType\n        subjectId\n        changes {\n          field\n          before\n          after\n        }\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        actor\n        action\n        subjectType\n        subjectId\n        changes {\n          field\n          before\n          after\n        }\n        note\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...MarketplaceProjectFields\n      proposals {\n        ...ProposalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...MarketplaceProjectFields\n      proposals {\n        ...ProposalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
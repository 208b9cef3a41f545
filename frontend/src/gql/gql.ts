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
    "\n    query ReviewsPage($id: ID!, $first: Int, $after: String) {\n      contractorProfile(id: $id) {\n        id\n        reviews(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  ": typeof types.ReviewsPageDocument,
    "\n  fragment AccountSettingsForm_viewer on Viewer {\n    id\n    name\n    email\n    phone\n    role\n  }\n": typeof types.AccountSettingsForm_ViewerFragmentDoc,
    "\n  fragment PendingDetailsPanel_pending on PendingAccountDetails {\n    name\n    phone\n    role\n    businessName\n    requestedAt\n  }\n": typeof types.PendingDetailsPanel_PendingFragmentDoc,
    "\n  fragment AccountSettingsFields on Viewer {\n    id\n    role\n    ...AccountSettingsForm_viewer\n    pendingDetails {\n      ...PendingDetailsPanel_pending\n    }\n  }\n": typeof types.AccountSettingsFieldsFragmentDoc,
    "\n  query AccountSettings {\n    viewer {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": typeof types.AccountSettingsDocument,
    "\n  mutation UpdateAccountSettings($input: AccountSettingsInput!) {\n    updateAccountSettings(input: $input) {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": typeof types.UpdateAccountSettingsDocument,
    "\n  mutation ConfirmPendingAccountDetails {\n    confirmPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": typeof types.ConfirmPendingAccountDetailsDocument,
    "\n  mutation DiscardPendingAccountDetails {\n    discardPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": typeof types.DiscardPendingAccountDetailsDocument,
    "\n  mutation ConfirmWaitingProject($id: ID!) {\n    confirmProject(id: $id) {\n      ...MyProjectFields @unmask\n    }\n  }\n": typeof types.ConfirmWaitingProjectDocument,
    "\n  mutation DiscardWaitingProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DiscardWaitingProjectDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      phone\n      role\n      businessName\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!, $redirectTo: String) {\n    requestSignInLink(email: $email, redirectTo: $redirectTo)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation SignUpContractor($input: ContractorSignUpInput!) {\n    signUpContractor(input: $input)\n  }\n": typeof types.SignUpContractorDocument,
    "\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n    viewerCan {\n      confirmForReview\n      resubmitForReview\n    }\n  }\n": typeof types.MyProjectFieldsFragmentDoc,
    "\n  query MyProjects {\n    viewer {\n      id\n      pendingDetails {\n        requestedAt\n      }\n    }\n    myProjects {\n      # One screen reads it whole: the list (notices, toasts), each row and the revise dialog.\n      ...MyProjectFields @unmask\n    }\n    # The written agreements with the contractors hired, newest first: each row shows its project's.\n    myAgreements {\n      id\n      projectId\n      ...AgreementLink_agreement\n    }\n  }\n": typeof types.MyProjectsDocument,
    "\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields @unmask\n    }\n  }\n": typeof types.ReviseProjectDocument,
    "\n  fragment AgreementActions_agreement on Agreement {\n    id\n    status\n    changeNote\n    coolingOffEndsOn\n    depositNeedsConfirmation\n    inForceAt\n    closeReason\n    viewerCan {\n      edit\n      send\n      requestChanges\n      decline\n      sign\n      cancel\n      recordCancellation\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n        representative\n      }\n    }\n    signatures {\n      id\n      party\n      fullName\n    }\n  }\n": typeof types.AgreementActions_AgreementFragmentDoc,
    "\n  fragment AgreementDocument_agreement on Agreement {\n    id\n    depositNeedsConfirmation\n    largeDepositConfirmed\n    warnings {\n      field\n      message\n    }\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n    totals {\n      totalCents\n    }\n    signatures {\n      id\n      party\n      fullName\n      signedAt\n      ipAddress\n      userAgent\n      documentSha256\n      drawnSignature\n    }\n    changeOrders {\n      id\n      number\n      status\n      description\n      decidedAt\n      lines {\n        description\n        quantity\n        unitPriceCents\n        kind\n        taxable\n      }\n    }\n  }\n": typeof types.AgreementDocument_AgreementFragmentDoc,
    "\n  fragment AgreementEditor_agreement on Agreement {\n    id\n    status\n    revision\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n  }\n": typeof types.AgreementEditor_AgreementFragmentDoc,
    "\n  fragment AgreementLink_agreement on Agreement {\n    id\n    status\n  }\n": typeof types.AgreementLink_AgreementFragmentDoc,
    "\n  fragment ProposalAgreement_proposal on Proposal {\n    id\n    status\n    agreement {\n      id\n      ...AgreementLink_agreement\n    }\n  }\n": typeof types.ProposalAgreement_ProposalFragmentDoc,
    "\n  fragment AgreementProgress_agreement on Agreement {\n    id\n    status\n    coolingOffEndsOn\n    history {\n      id\n      kind\n      by\n      note\n      at\n    }\n  }\n": typeof types.AgreementProgress_AgreementFragmentDoc,
    "\n  fragment ChangeOrders_agreement on Agreement {\n    id\n    status\n    viewerCan {\n      proposeChange\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        representative\n      }\n    }\n    totals {\n      totalCents\n    }\n    currentTotals {\n      totalCents\n    }\n    changeOrders {\n      id\n      number\n      proposedBy\n      status\n      description\n      totalChangeCents\n      scheduleChange\n      startDate\n      completionDate\n      declineReason\n      createdAt\n      decidedAt\n      signatures {\n        id\n        party\n        fullName\n        signedAt\n      }\n      viewerCan {\n        sign\n        decline\n        withdraw\n      }\n    }\n  }\n": typeof types.ChangeOrders_AgreementFragmentDoc,
    "\n  fragment JobRow_agreement on Agreement {\n    id\n    projectTitle\n    status\n    terms {\n      homeowner {\n        name\n      }\n      startDate\n    }\n    currentTotals {\n      totalCents\n    }\n    updatedAt\n  }\n": typeof types.JobRow_AgreementFragmentDoc,
    "\n  query MyAgreements {\n    myAgreements {\n      id\n      ...JobRow_agreement\n    }\n  }\n": typeof types.MyAgreementsDocument,
    "\n  fragment AgreementTermsFields on AgreementTerms {\n    homeowner {\n      name\n      workAddress\n    }\n    contractor {\n      legalName\n      operatingName\n      businessAddress\n      phone\n      email\n      representative\n      hstNumber\n    }\n    work {\n      description\n      materials\n      subcontractors\n    }\n    lines {\n      description\n      quantity\n      unitPriceCents\n      kind\n      taxable\n    }\n    payments {\n      description\n      fixedAmountCents\n      basisPoints\n      dueOn\n      deposit\n    }\n    startDate\n    completionDate\n    permits {\n      permit\n      obtainedBy\n    }\n    warranty\n    conditions\n    insurance {\n      status\n      expiresOn\n      detail\n    }\n    wsib {\n      status\n      expiresOn\n      detail\n    }\n    acceptedBid {\n      minCents\n      maxCents\n      text\n    }\n  }\n": typeof types.AgreementTermsFieldsFragmentDoc,
    "\n  fragment AgreementPage_agreement on Agreement {\n    id\n    projectId\n    projectTitle\n    status\n    statusLabel\n    revision\n    pdfUrl\n    viewerCan {\n      edit\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n      }\n    }\n    ...AgreementProgress_agreement\n    ...AgreementActions_agreement\n    ...AgreementDocument_agreement\n    ...AgreementEditor_agreement\n    ...ChangeOrders_agreement\n  }\n": typeof types.AgreementPage_AgreementFragmentDoc,
    "\n  query AgreementPage($id: ID!) {\n    agreement(id: $id) {\n      # The route reads it (see AgreementPage_agreement); its parts read their own fragments.\n      ...AgreementPage_agreement @unmask\n    }\n  }\n": typeof types.AgreementPageDocument,
    "\n  mutation PrepareAgreement($proposalId: ID!) {\n    prepareAgreement(proposalId: $proposalId) {\n      id\n      status\n      statusLabel\n    }\n  }\n": typeof types.PrepareAgreementDocument,
    "\n  mutation UpdateAgreement($id: ID!, $terms: AgreementTermsInput!) {\n    updateAgreement(id: $id, terms: $terms) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.UpdateAgreementDocument,
    "\n  mutation SendAgreement($id: ID!) {\n    sendAgreement(id: $id) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.SendAgreementDocument,
    "\n  mutation RequestAgreementChanges($id: ID!, $note: String!) {\n    requestAgreementChanges(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.RequestAgreementChangesDocument,
    "\n  mutation DeclineAgreement($id: ID!, $reason: String) {\n    declineAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.DeclineAgreementDocument,
    "\n  mutation SignAgreement($id: ID!, $input: SignAgreementInput!) {\n    signAgreement(id: $id, input: $input) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.SignAgreementDocument,
    "\n  mutation CancelAgreement($id: ID!, $reason: String) {\n    cancelAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.CancelAgreementDocument,
    "\n  mutation RecordAgreementCancellation($id: ID!, $note: String!) {\n    recordAgreementCancellation(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n": typeof types.RecordAgreementCancellationDocument,
    "\n  mutation ProposeChangeOrder($agreementId: ID!, $input: ChangeOrderInput!) {\n    proposeChangeOrder(agreementId: $agreementId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ProposeChangeOrderDocument,
    "\n  mutation SignChangeOrder($id: ID!, $input: SignAgreementInput!) {\n    signChangeOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SignChangeOrderDocument,
    "\n  mutation DeclineChangeOrder($id: ID!, $reason: String) {\n    declineChangeOrder(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineChangeOrderDocument,
    "\n  mutation WithdrawChangeOrder($id: ID!) {\n    withdrawChangeOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.WithdrawChangeOrderDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "query SiteFigures($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors satisfactionPercent citiesServed averageRating } }": typeof types.SiteFiguresDocument,
    "\n  fragment AccountProfile_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n        srcset\n        width\n        height\n      }\n    }\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.AccountProfile_ProfileFragmentDoc,
    "\n  query ContractorProfilePage($id: ID!, $first: Int, $after: String) {\n    contractorProfile(id: $id) {\n      id\n      ...AccountProfile_profile\n      ...ReviewsSection_profile\n    }\n  }\n": typeof types.ContractorProfilePageDocument,
    "\n  fragment ContractorStatusPanel_profile on ContractorProfile {\n    id\n    businessName\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    credentials {\n      id\n      status\n    }\n  }\n": typeof types.ContractorStatusPanel_ProfileFragmentDoc,
    "\n  fragment CheckRow_check on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    documentUrl\n    submittedAt\n  }\n": typeof types.CheckRow_CheckFragmentDoc,
    "\n  fragment CredentialForm_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n  }\n": typeof types.CredentialForm_CredentialFragmentDoc,
    "\n  fragment CredentialRow_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    status\n    rejectionReason\n    viewerCan {\n      resubmit\n    }\n  }\n": typeof types.CredentialRow_CredentialFragmentDoc,
    "\n  fragment ProfileForm_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n      }\n    }\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  query MyContractorProfile {\n    myContractorProfile {\n      id\n      badges {\n        kind\n        label\n      }\n      missingLicences {\n        kind\n        trade {\n          id\n          name\n        }\n      }\n      ...ProfileForm_profile\n      credentials {\n        id\n        ...CredentialRow_credential\n        ...CredentialForm_credential\n      }\n    }\n    myLeadPreferences {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n": typeof types.MyContractorProfileDocument,
    "\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      id\n      # What an edit changes, as the editor, the public profile and the dashboard's panel show it.\n      ...ProfileForm_profile\n      ...AccountProfile_profile\n      ...ContractorStatusPanel_profile\n    }\n  }\n": typeof types.UpdateContractorProfileDocument,
    "\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      id\n      ...CredentialRow_credential\n      ...CredentialForm_credential\n    }\n  }\n": typeof types.SubmitCredentialDocument,
    "\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        contractorName\n        number\n        ...CheckRow_check\n      }\n    }\n  }\n": typeof types.CredentialChecksDocument,
    "\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      id\n      status\n      ...CheckRow_check\n    }\n  }\n": typeof types.VerifyCredentialDocument,
    "\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n      ...CheckRow_check\n    }\n  }\n": typeof types.RejectCredentialDocument,
    "\n  fragment MyProposalRow_proposal on Proposal {\n    id\n    bidAmount\n    timeline\n    status\n    declineNote\n    submittedDate\n    contractorBadges {\n      kind\n      label\n    }\n    project {\n      id\n      title\n      status\n    }\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n": typeof types.MyProposalRow_ProposalFragmentDoc,
    "\n  query MyProposals {\n    myProposals {\n      id\n      ...MyProposalRow_proposal\n    }\n  }\n": typeof types.MyProposalsDocument,
    "\n  query DashboardCounts {\n    all: projects(first: 1) {\n      totalCount\n    }\n    open: projects(first: 1, filter: { status: OPEN }) {\n      totalCount\n    }\n    urgent: projects(first: 1, filter: { urgency: HIGH }) {\n      totalCount\n    }\n  }\n": typeof types.DashboardCountsDocument,
    "\n  query ContractorDashboard {\n    myContractorProfile {\n      id\n      ...ContractorStatusPanel_profile\n    }\n  }\n": typeof types.ContractorDashboardDocument,
    "\n  fragment LeadPreferencesForm_preferences on LeadPreferences {\n    minJobSize\n    maxJobSize\n    takesUrgentJobs\n    availability\n    availableFrom\n    maxLeadAlertsPerDay\n    alertEmail\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n  }\n": typeof types.LeadPreferencesForm_PreferencesFragmentDoc,
    "\n  fragment MatchedProjectRow_match on ProjectMatch {\n    score\n    reasons\n    alerted\n    invited\n    project {\n      id\n      title\n      category\n      budget\n      timeline\n      location\n      urgency\n      proposalCount\n      postedDate\n    }\n  }\n": typeof types.MatchedProjectRow_MatchFragmentDoc,
    "\n  query MatchedProjects($first: Int, $after: String) {\n    matchedProjects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # A match's cache key is its project's id.\n        project {\n          id\n        }\n        ...MatchedProjectRow_match\n      }\n    }\n  }\n": typeof types.MatchedProjectsDocument,
    "\n  mutation UpdateLeadPreferences($input: LeadPreferencesInput!) {\n    updateLeadPreferences(input: $input) {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n": typeof types.UpdateLeadPreferencesDocument,
    "\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    photos {\n      url\n      width\n      height\n      srcset\n    }\n    requirements\n    status\n    postedDate\n    proposalCount\n    acceptingQuotes\n    viewerProposalId\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n      reopenForQuotes\n    }\n  }\n": typeof types.MarketplaceProjectFieldsFragmentDoc,
    "\n  query MarketplaceProjects($first: Int!, $after: String, $filter: ProjectFilter) {\n    projects(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # Read by the query's owner (useMarketplaceProjects), which turns API projects into the view model\n        # the built-in sample projects share; no component reads it as a fragment.\n        ...MarketplaceProjectFields @unmask\n      }\n    }\n  }\n": typeof types.MarketplaceProjectsDocument,
    "\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      # The edited project, turned into the same view model as the list's (see the query above).\n      ...MarketplaceProjectFields @unmask\n    }\n  }\n": typeof types.UpdateMarketplaceProjectDocument,
    "\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteMarketplaceProjectDocument,
    "\n  query MessageThread($proposalId: ID!, $last: Int) {\n    messageThread(proposalId: $proposalId) {\n      id\n      viewerRole\n      unreadCount\n      contactRevealed\n      contactSharedAt\n      viewerCan {\n        send\n        shareContact\n      }\n      homeowner {\n        role\n        name\n      }\n      contractor {\n        role\n        name\n      }\n      project {\n        id\n        title\n      }\n      proposal {\n        id\n        status\n        bidAmount\n        contractorEmail\n        contractorPhone\n        homeownerContact {\n          name\n          email\n          phone\n        }\n        ...ProposalAgreement_proposal\n      }\n      messages(last: $last) {\n        hasEarlier\n        nodes {\n          id\n          body\n          images\n          photos {\n            url\n            srcset\n          }\n          fromViewer\n          sentAt\n          sender {\n            role\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.MessageThreadDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      body\n      images\n      photos {\n        url\n        srcset\n      }\n      fromViewer\n      sentAt\n      sender {\n        role\n        name\n      }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkThreadRead($proposalId: ID!) {\n    markThreadRead(proposalId: $proposalId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkThreadReadDocument,
    "\n  mutation ShareContactDetails($proposalId: ID!) {\n    shareContactDetails(proposalId: $proposalId) {\n      id\n      contractorEmail\n      contractorPhone\n      homeownerContact {\n        name\n        email\n        phone\n      }\n      messageThread {\n        id\n        contactRevealed\n        contactSharedAt\n        viewerCan {\n          send\n          shareContact\n        }\n      }\n    }\n  }\n": typeof types.ShareContactDetailsDocument,
    "\n  fragment ProposalMessagesLinkFields on Proposal {\n    id\n    messageThread {\n      id\n      unreadCount\n    }\n  }\n": typeof types.ProposalMessagesLinkFieldsFragmentDoc,
    "\n  query Notifications($before: String) {\n    notifications(first: 20, before: $before) {\n      unreadCount\n      nextCursor\n      notifications {\n        id\n        kind\n        title\n        body\n        link\n        actionLabel\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      label\n      description\n      email\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $email: NotificationEmail!) {\n    updateNotificationSetting(kind: $kind, email: $email) {\n      kind\n      label\n      description\n      email\n    }\n  }\n": typeof types.UpdateNotificationSettingDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      link\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment AccountRow_account on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n": typeof types.AccountRow_AccountFragmentDoc,
    "\n  fragment KeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.KeyRow_ApiKeyFragmentDoc,
    "\n  fragment EntryRow_entry on AuditEntry {\n    id\n    actor\n    action\n    subjectType\n    subjectId\n    changes {\n      field\n      before\n      after\n    }\n    note\n    createdAt\n  }\n": typeof types.EntryRow_EntryFragmentDoc,
    "\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    message\n    createdAt\n    handledAt\n  }\n": typeof types.MessageCard_MessageFragmentDoc,
    "\n  fragment OverviewCards_overview on OperatorOverview {\n    inReview\n    overdue\n    unhandledMessages\n  }\n": typeof types.OverviewCards_OverviewFragmentDoc,
    "\n  fragment ReviewItemCard_item on ReviewItem {\n    project {\n      id\n      title\n      description\n      category\n      location\n      budget\n      timeline\n      homeowner\n    }\n    submittedAt\n    waitingHours\n    overdue\n    flags\n    homeownerEmail\n  }\n": typeof types.ReviewItemCard_ItemFragmentDoc,
    "\n  fragment SpeedTab_summary on WebVitalSummary {\n    metric\n    samples\n    p75\n    good\n    needsImprovement\n    poor\n  }\n": typeof types.SpeedTab_SummaryFragmentDoc,
    "\n  query FieldVitals($days: Int!, $device: DeviceClass) {\n    fieldVitals(days: $days, device: $device) {\n      days\n      since\n      device\n      # SpeedTab_summary only shares one selection between overall and routes for this tab's own rendering\n      # (a summary has no id to read it by with useFragment), so it stays unmasked.\n      overall {\n        ...SpeedTab_summary @unmask\n      }\n      routes {\n        route\n        metrics {\n          ...SpeedTab_summary @unmask\n        }\n      }\n      slowInteractions {\n        day\n        route\n        device\n        value\n        target\n        eventType\n      }\n    }\n  }\n": typeof types.FieldVitalsDocument,
    "\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      unhandledMessages\n      ...OverviewCards_overview\n    }\n  }\n": typeof types.OperatorOverviewDocument,
    "\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n        }\n        ...ReviewItemCard_item\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": typeof types.ReviewQueueDocument,
    "\n  mutation ApproveProject($id: ID!) {\n    approveProject(id: $id) {\n      id\n      visibility\n    }\n  }\n": typeof types.ApproveProjectDocument,
    "\n  mutation RequestProjectChanges($id: ID!, $message: String!) {\n    requestProjectChanges(id: $id, message: $message) {\n      id\n      visibility\n    }\n  }\n": typeof types.RequestProjectChangesDocument,
    "\n  mutation RejectProject($id: ID!, $reason: String!) {\n    rejectProject(id: $id, reason: $reason) {\n      id\n      visibility\n    }\n  }\n": typeof types.RejectProjectDocument,
    "\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      subject\n      handledAt\n      ...MessageCard_message\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.MarkContactMessageHandledDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        ...KeyRow_apiKey\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        id\n        email\n        ...AccountRow_account\n      }\n      nextCursor\n    }\n  }\n": typeof types.AccountsDocument,
    "\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      id\n      ...AccountRow_account\n    }\n  }\n": typeof types.DisableAccountDocument,
    "\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      id\n      ...AccountRow_account\n    }\n  }\n": typeof types.EnableAccountDocument,
    "\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        ...EntryRow_entry\n      }\n      nextCursor\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment ApiLimits_limits on ApiLimits {\n    readsPerMinute\n    writesPerMinute\n    maxCost\n    keysPerPartner\n  }\n": typeof types.ApiLimits_LimitsFragmentDoc,
    "\n  fragment ApplicationStatus_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n  }\n": typeof types.ApplicationStatus_ApplicationFragmentDoc,
    "\n  fragment KeyUsage_apiKey on ApiKey {\n    id\n    name\n    revokedAt\n    usage(days: 14) {\n      day\n      requests\n      errors\n      throttled\n    }\n  }\n": typeof types.KeyUsage_ApiKeyFragmentDoc,
    "\n  fragment PartnerApplicationCard_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n    applicant {\n      id\n      name\n      email\n    }\n  }\n": typeof types.PartnerApplicationCard_ApplicationFragmentDoc,
    "\n  query PartnerDetails($partnerId: ID!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints(partnerId: $partnerId) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n": typeof types.PartnerDetailsDocument,
    "\n  query PartnerApplications {\n    partnerApplications {\n      id\n      organisation\n      status\n      applicant {\n        id\n        email\n      }\n      ...PartnerApplicationCard_application\n    }\n  }\n": typeof types.PartnerApplicationsDocument,
    "\n  mutation ApplyForPartnerAccess($input: PartnerApplicationInput!) {\n    applyForPartnerAccess(input: $input) {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n": typeof types.ApplyForPartnerAccessDocument,
    "\n  mutation CreatePartnerKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        revokedAt\n        ...KeyRow_apiKey\n        ...KeyUsage_apiKey\n      }\n    }\n  }\n": typeof types.CreatePartnerKeyDocument,
    "\n  mutation ApprovePartnerApplication($id: ID!) {\n    approvePartnerApplication(id: $id) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n": typeof types.ApprovePartnerApplicationDocument,
    "\n  mutation DeclinePartnerApplication($id: ID!, $note: String!) {\n    declinePartnerApplication(id: $id, note: $note) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n": typeof types.DeclinePartnerApplicationDocument,
    "\n  query PartnerJoin {\n    viewer {\n      id\n      name\n      email\n      role\n    }\n    myPartnerApplication {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n": typeof types.PartnerJoinDocument,
    "\n  query PartnerConsole {\n    apiLimits {\n      keysPerPartner\n      ...ApiLimits_limits\n    }\n    apiKeys {\n      id\n      revokedAt\n      ...KeyRow_apiKey\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n": typeof types.PartnerConsoleDocument,
    "\n  fragment EndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    trades {\n      id\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      succeeded\n      statusCode\n      createdAt\n    }\n  }\n": typeof types.EndpointCard_EndpointFragmentDoc,
    "\n  fragment DeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    attempt\n    succeeded\n    statusCode\n    durationMs\n    error\n    createdAt\n  }\n": typeof types.DeliveryRow_DeliveryFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...DeliveryRow_delivery\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        description\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhookEvent($id: ID!) {\n    sendTestWebhookEvent(id: $id) {\n      id\n      succeeded\n      statusCode\n      durationMs\n      error\n      ...DeliveryRow_delivery\n    }\n  }\n": typeof types.SendTestWebhookEventDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation ReopenProjectForQuotes($id: ID!) {\n    reopenProjectForQuotes(id: $id) {\n      id\n      ...MarketplaceProjectFields\n    }\n  }\n": typeof types.ReopenProjectForQuotesDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the\n      # view models the built-in samples share, as the lists do; the sections read their own fragments.\n      ...MarketplaceProjectFields @unmask\n      viewerCan {\n        invitePros\n      }\n      proposals {\n        ...ProposalFields @unmask\n      }\n      ...ReviewPrompt_project\n      ...InvitePros_project\n    }\n  }\n": typeof types.ProjectDetailsDocument,
    "\n  query ProjectSuggestions($id: ID!) {\n    suggestedPros(projectId: $id) {\n      reasons\n      contractor {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n": typeof types.ProjectSuggestionsDocument,
    "\n  mutation UpdateProposal($id: ID!, $input: UpdateProposalInput!) {\n    updateProposal(id: $id, input: $input) {\n      ...ProposalFields @unmask\n    }\n  }\n": typeof types.UpdateProposalDocument,
    "\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    bidMinCents\n    bidMaxCents\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n      accept\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n    ...ProposalContractorRating_proposal\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n": typeof types.ProposalFieldsFragmentDoc,
    "\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields @unmask\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n": typeof types.SubmitProposalDocument,
    "\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n      contractorEmail\n      contractorPhone\n      ...ProjectHireChoices\n    }\n  }\n": typeof types.UpdateProposalStatusDocument,
    "\n  fragment ProjectHireChoices on Proposal {\n    project {\n      id\n      proposals {\n        id\n        viewerCan {\n          decide\n          accept\n        }\n      }\n    }\n  }\n": typeof types.ProjectHireChoicesFragmentDoc,
    "\n  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {\n    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {\n      accepted {\n        id\n        ...ProposalFields\n        ...ProjectHireChoices\n      }\n      declined {\n        id\n        ...ProposalFields\n      }\n    }\n  }\n": typeof types.AcceptProposalDocument,
    "\n  fragment InvitePros_project on Project {\n    id\n    category\n    location\n    visibility\n    viewerCan {\n      invitePros\n    }\n    invitations {\n      invitedAt\n      notifiedAt\n      contractor {\n        id\n        businessName\n      }\n    }\n  }\n": typeof types.InvitePros_ProjectFragmentDoc,
    "\n  fragment ProCard_contractor on ContractorProfile {\n    id\n    businessName\n    logoUrl\n    yearsInBusiness\n    completedProjects\n    typicalResponse\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    badges {\n      kind\n      label\n    }\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.ProCard_ContractorFragmentDoc,
    "\n  query ProDirectory($trade: Int, $city: String, $search: String, $first: Int, $after: String) {\n    pros(trade: $trade, city: $city, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n": typeof types.ProDirectoryDocument,
    "\n  query InvitingProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      viewerCan {\n        invitePros\n      }\n      invitations {\n        contractor {\n          id\n        }\n      }\n    }\n  }\n": typeof types.InvitingProjectDocument,
    "\n  mutation InviteToQuote($projectId: ID!, $contractorId: ID!) {\n    inviteToQuote(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n": typeof types.InviteToQuoteDocument,
    "\n  mutation WithdrawInvitation($projectId: ID!, $contractorId: ID!) {\n    withdrawInvitation(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n": typeof types.WithdrawInvitationDocument,
    "\n  query RequestedPro($id: ID!) {\n    contractorProfile(id: $id) {\n      id\n      businessName\n    }\n  }\n": typeof types.RequestedProDocument,
    "query VerifiedPros($trade: Int!, $city: String, $first: Int!) {\n  pros(trade: $trade, city: $city, verifiedOnly: true, first: $first) {\n    totalCount\n    nodes { id businessName logoUrl yearsInBusiness completedProjects typicalResponse trades { id name } serviceAreas { slug name } badges { kind label } rating { average count } }\n  }\n}": typeof types.VerifiedProsDocument,
    "\n  fragment ProposalContractorRating_proposal on Proposal {\n    id\n    contractorRating {\n      average\n      count\n    }\n  }\n": typeof types.ProposalContractorRating_ProposalFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    id\n    projectTitle\n    rating\n    quality\n    punctuality\n    communication\n    value\n    text\n    authorName\n    createdAt\n    reply {\n      text\n      createdAt\n    }\n    hidden\n    hiddenReason\n  }\n": typeof types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment ReviewPrompt_project on Project {\n    id\n    viewerCanReview\n    hireReview {\n      id\n      rating\n      authorName\n      hidden\n    }\n    proposals {\n      id\n      status\n      contractorName\n      contractorProfileId\n    }\n  }\n": typeof types.ReviewPrompt_ProjectFragmentDoc,
    "\n  fragment ReviewsSection_profile on ContractorProfile {\n    id\n    businessName\n    rating {\n      average\n      count\n    }\n    reviews(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        authorName\n        contractorName\n        projectTitle\n        viewerCan {\n          reply\n          hide\n        }\n        ...ReviewCard_review\n      }\n    }\n  }\n": typeof types.ReviewsSection_ProfileFragmentDoc,
    "\n  query ReviewProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      status\n      location\n      viewerCanReview\n      hireReview {\n        id\n        # Read by ReviewPrompt on the project page, which runs this query itself for now.\n        authorName\n        rating\n        hidden\n        ...ReviewCard_review\n      }\n      proposals {\n        id\n        status\n        contractorName\n        contractorProfileId\n      }\n    }\n  }\n": typeof types.ReviewProjectDocument,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      contractorId\n      ...ReviewCard_review\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  mutation ReplyToReview($id: ID!, $text: String!) {\n    replyToReview(id: $id, text: $text) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n": typeof types.ReplyToReviewDocument,
    "\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n": typeof types.HideReviewDocument,
};
const documents: Documents = {
    "\n    query ReviewsPage($id: ID!, $first: Int, $after: String) {\n      contractorProfile(id: $id) {\n        id\n        reviews(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  ": types.ReviewsPageDocument,
    "\n  fragment AccountSettingsForm_viewer on Viewer {\n    id\n    name\n    email\n    phone\n    role\n  }\n": types.AccountSettingsForm_ViewerFragmentDoc,
    "\n  fragment PendingDetailsPanel_pending on PendingAccountDetails {\n    name\n    phone\n    role\n    businessName\n    requestedAt\n  }\n": types.PendingDetailsPanel_PendingFragmentDoc,
    "\n  fragment AccountSettingsFields on Viewer {\n    id\n    role\n    ...AccountSettingsForm_viewer\n    pendingDetails {\n      ...PendingDetailsPanel_pending\n    }\n  }\n": types.AccountSettingsFieldsFragmentDoc,
    "\n  query AccountSettings {\n    viewer {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": types.AccountSettingsDocument,
    "\n  mutation UpdateAccountSettings($input: AccountSettingsInput!) {\n    updateAccountSettings(input: $input) {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": types.UpdateAccountSettingsDocument,
    "\n  mutation ConfirmPendingAccountDetails {\n    confirmPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": types.ConfirmPendingAccountDetailsDocument,
    "\n  mutation DiscardPendingAccountDetails {\n    discardPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n": types.DiscardPendingAccountDetailsDocument,
    "\n  mutation ConfirmWaitingProject($id: ID!) {\n    confirmProject(id: $id) {\n      ...MyProjectFields @unmask\n    }\n  }\n": types.ConfirmWaitingProjectDocument,
    "\n  mutation DiscardWaitingProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DiscardWaitingProjectDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      name\n      email\n      phone\n      role\n      businessName\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!, $redirectTo: String) {\n    requestSignInLink(email: $email, redirectTo: $redirectTo)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation SignUpContractor($input: ContractorSignUpInput!) {\n    signUpContractor(input: $input)\n  }\n": types.SignUpContractorDocument,
    "\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n    viewerCan {\n      confirmForReview\n      resubmitForReview\n    }\n  }\n": types.MyProjectFieldsFragmentDoc,
    "\n  query MyProjects {\n    viewer {\n      id\n      pendingDetails {\n        requestedAt\n      }\n    }\n    myProjects {\n      # One screen reads it whole: the list (notices, toasts), each row and the revise dialog.\n      ...MyProjectFields @unmask\n    }\n    # The written agreements with the contractors hired, newest first: each row shows its project's.\n    myAgreements {\n      id\n      projectId\n      ...AgreementLink_agreement\n    }\n  }\n": types.MyProjectsDocument,
    "\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields @unmask\n    }\n  }\n": types.ReviseProjectDocument,
    "\n  fragment AgreementActions_agreement on Agreement {\n    id\n    status\n    changeNote\n    coolingOffEndsOn\n    depositNeedsConfirmation\n    inForceAt\n    closeReason\n    viewerCan {\n      edit\n      send\n      requestChanges\n      decline\n      sign\n      cancel\n      recordCancellation\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n        representative\n      }\n    }\n    signatures {\n      id\n      party\n      fullName\n    }\n  }\n": types.AgreementActions_AgreementFragmentDoc,
    "\n  fragment AgreementDocument_agreement on Agreement {\n    id\n    depositNeedsConfirmation\n    largeDepositConfirmed\n    warnings {\n      field\n      message\n    }\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n    totals {\n      totalCents\n    }\n    signatures {\n      id\n      party\n      fullName\n      signedAt\n      ipAddress\n      userAgent\n      documentSha256\n      drawnSignature\n    }\n    changeOrders {\n      id\n      number\n      status\n      description\n      decidedAt\n      lines {\n        description\n        quantity\n        unitPriceCents\n        kind\n        taxable\n      }\n    }\n  }\n": types.AgreementDocument_AgreementFragmentDoc,
    "\n  fragment AgreementEditor_agreement on Agreement {\n    id\n    status\n    revision\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n  }\n": types.AgreementEditor_AgreementFragmentDoc,
    "\n  fragment AgreementLink_agreement on Agreement {\n    id\n    status\n  }\n": types.AgreementLink_AgreementFragmentDoc,
    "\n  fragment ProposalAgreement_proposal on Proposal {\n    id\n    status\n    agreement {\n      id\n      ...AgreementLink_agreement\n    }\n  }\n": types.ProposalAgreement_ProposalFragmentDoc,
    "\n  fragment AgreementProgress_agreement on Agreement {\n    id\n    status\n    coolingOffEndsOn\n    history {\n      id\n      kind\n      by\n      note\n      at\n    }\n  }\n": types.AgreementProgress_AgreementFragmentDoc,
    "\n  fragment ChangeOrders_agreement on Agreement {\n    id\n    status\n    viewerCan {\n      proposeChange\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        representative\n      }\n    }\n    totals {\n      totalCents\n    }\n    currentTotals {\n      totalCents\n    }\n    changeOrders {\n      id\n      number\n      proposedBy\n      status\n      description\n      totalChangeCents\n      scheduleChange\n      startDate\n      completionDate\n      declineReason\n      createdAt\n      decidedAt\n      signatures {\n        id\n        party\n        fullName\n        signedAt\n      }\n      viewerCan {\n        sign\n        decline\n        withdraw\n      }\n    }\n  }\n": types.ChangeOrders_AgreementFragmentDoc,
    "\n  fragment JobRow_agreement on Agreement {\n    id\n    projectTitle\n    status\n    terms {\n      homeowner {\n        name\n      }\n      startDate\n    }\n    currentTotals {\n      totalCents\n    }\n    updatedAt\n  }\n": types.JobRow_AgreementFragmentDoc,
    "\n  query MyAgreements {\n    myAgreements {\n      id\n      ...JobRow_agreement\n    }\n  }\n": types.MyAgreementsDocument,
    "\n  fragment AgreementTermsFields on AgreementTerms {\n    homeowner {\n      name\n      workAddress\n    }\n    contractor {\n      legalName\n      operatingName\n      businessAddress\n      phone\n      email\n      representative\n      hstNumber\n    }\n    work {\n      description\n      materials\n      subcontractors\n    }\n    lines {\n      description\n      quantity\n      unitPriceCents\n      kind\n      taxable\n    }\n    payments {\n      description\n      fixedAmountCents\n      basisPoints\n      dueOn\n      deposit\n    }\n    startDate\n    completionDate\n    permits {\n      permit\n      obtainedBy\n    }\n    warranty\n    conditions\n    insurance {\n      status\n      expiresOn\n      detail\n    }\n    wsib {\n      status\n      expiresOn\n      detail\n    }\n    acceptedBid {\n      minCents\n      maxCents\n      text\n    }\n  }\n": types.AgreementTermsFieldsFragmentDoc,
    "\n  fragment AgreementPage_agreement on Agreement {\n    id\n    projectId\n    projectTitle\n    status\n    statusLabel\n    revision\n    pdfUrl\n    viewerCan {\n      edit\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n      }\n    }\n    ...AgreementProgress_agreement\n    ...AgreementActions_agreement\n    ...AgreementDocument_agreement\n    ...AgreementEditor_agreement\n    ...ChangeOrders_agreement\n  }\n": types.AgreementPage_AgreementFragmentDoc,
    "\n  query AgreementPage($id: ID!) {\n    agreement(id: $id) {\n      # The route reads it (see AgreementPage_agreement); its parts read their own fragments.\n      ...AgreementPage_agreement @unmask\n    }\n  }\n": types.AgreementPageDocument,
    "\n  mutation PrepareAgreement($proposalId: ID!) {\n    prepareAgreement(proposalId: $proposalId) {\n      id\n      status\n      statusLabel\n    }\n  }\n": types.PrepareAgreementDocument,
    "\n  mutation UpdateAgreement($id: ID!, $terms: AgreementTermsInput!) {\n    updateAgreement(id: $id, terms: $terms) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.UpdateAgreementDocument,
    "\n  mutation SendAgreement($id: ID!) {\n    sendAgreement(id: $id) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.SendAgreementDocument,
    "\n  mutation RequestAgreementChanges($id: ID!, $note: String!) {\n    requestAgreementChanges(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.RequestAgreementChangesDocument,
    "\n  mutation DeclineAgreement($id: ID!, $reason: String) {\n    declineAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.DeclineAgreementDocument,
    "\n  mutation SignAgreement($id: ID!, $input: SignAgreementInput!) {\n    signAgreement(id: $id, input: $input) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.SignAgreementDocument,
    "\n  mutation CancelAgreement($id: ID!, $reason: String) {\n    cancelAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.CancelAgreementDocument,
    "\n  mutation RecordAgreementCancellation($id: ID!, $note: String!) {\n    recordAgreementCancellation(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n": types.RecordAgreementCancellationDocument,
    "\n  mutation ProposeChangeOrder($agreementId: ID!, $input: ChangeOrderInput!) {\n    proposeChangeOrder(agreementId: $agreementId, input: $input) {\n      id\n      status\n    }\n  }\n": types.ProposeChangeOrderDocument,
    "\n  mutation SignChangeOrder($id: ID!, $input: SignAgreementInput!) {\n    signChangeOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.SignChangeOrderDocument,
    "\n  mutation DeclineChangeOrder($id: ID!, $reason: String) {\n    declineChangeOrder(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DeclineChangeOrderDocument,
    "\n  mutation WithdrawChangeOrder($id: ID!) {\n    withdrawChangeOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.WithdrawChangeOrderDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SendContactMessageDocument,
    "query SiteFigures($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors satisfactionPercent citiesServed averageRating } }": types.SiteFiguresDocument,
    "\n  fragment AccountProfile_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n        srcset\n        width\n        height\n      }\n    }\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    rating {\n      average\n      count\n    }\n  }\n": types.AccountProfile_ProfileFragmentDoc,
    "\n  query ContractorProfilePage($id: ID!, $first: Int, $after: String) {\n    contractorProfile(id: $id) {\n      id\n      ...AccountProfile_profile\n      ...ReviewsSection_profile\n    }\n  }\n": types.ContractorProfilePageDocument,
    "\n  fragment ContractorStatusPanel_profile on ContractorProfile {\n    id\n    businessName\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    credentials {\n      id\n      status\n    }\n  }\n": types.ContractorStatusPanel_ProfileFragmentDoc,
    "\n  fragment CheckRow_check on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    documentUrl\n    submittedAt\n  }\n": types.CheckRow_CheckFragmentDoc,
    "\n  fragment CredentialForm_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n  }\n": types.CredentialForm_CredentialFragmentDoc,
    "\n  fragment CredentialRow_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    status\n    rejectionReason\n    viewerCan {\n      resubmit\n    }\n  }\n": types.CredentialRow_CredentialFragmentDoc,
    "\n  fragment ProfileForm_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n      }\n    }\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  query MyContractorProfile {\n    myContractorProfile {\n      id\n      badges {\n        kind\n        label\n      }\n      missingLicences {\n        kind\n        trade {\n          id\n          name\n        }\n      }\n      ...ProfileForm_profile\n      credentials {\n        id\n        ...CredentialRow_credential\n        ...CredentialForm_credential\n      }\n    }\n    myLeadPreferences {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n": types.MyContractorProfileDocument,
    "\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      id\n      # What an edit changes, as the editor, the public profile and the dashboard's panel show it.\n      ...ProfileForm_profile\n      ...AccountProfile_profile\n      ...ContractorStatusPanel_profile\n    }\n  }\n": types.UpdateContractorProfileDocument,
    "\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      id\n      ...CredentialRow_credential\n      ...CredentialForm_credential\n    }\n  }\n": types.SubmitCredentialDocument,
    "\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        contractorName\n        number\n        ...CheckRow_check\n      }\n    }\n  }\n": types.CredentialChecksDocument,
    "\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      id\n      status\n      ...CheckRow_check\n    }\n  }\n": types.VerifyCredentialDocument,
    "\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n      ...CheckRow_check\n    }\n  }\n": types.RejectCredentialDocument,
    "\n  fragment MyProposalRow_proposal on Proposal {\n    id\n    bidAmount\n    timeline\n    status\n    declineNote\n    submittedDate\n    contractorBadges {\n      kind\n      label\n    }\n    project {\n      id\n      title\n      status\n    }\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n": types.MyProposalRow_ProposalFragmentDoc,
    "\n  query MyProposals {\n    myProposals {\n      id\n      ...MyProposalRow_proposal\n    }\n  }\n": types.MyProposalsDocument,
    "\n  query DashboardCounts {\n    all: projects(first: 1) {\n      totalCount\n    }\n    open: projects(first: 1, filter: { status: OPEN }) {\n      totalCount\n    }\n    urgent: projects(first: 1, filter: { urgency: HIGH }) {\n      totalCount\n    }\n  }\n": types.DashboardCountsDocument,
    "\n  query ContractorDashboard {\n    myContractorProfile {\n      id\n      ...ContractorStatusPanel_profile\n    }\n  }\n": types.ContractorDashboardDocument,
    "\n  fragment LeadPreferencesForm_preferences on LeadPreferences {\n    minJobSize\n    maxJobSize\n    takesUrgentJobs\n    availability\n    availableFrom\n    maxLeadAlertsPerDay\n    alertEmail\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n  }\n": types.LeadPreferencesForm_PreferencesFragmentDoc,
    "\n  fragment MatchedProjectRow_match on ProjectMatch {\n    score\n    reasons\n    alerted\n    invited\n    project {\n      id\n      title\n      category\n      budget\n      timeline\n      location\n      urgency\n      proposalCount\n      postedDate\n    }\n  }\n": types.MatchedProjectRow_MatchFragmentDoc,
    "\n  query MatchedProjects($first: Int, $after: String) {\n    matchedProjects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # A match's cache key is its project's id.\n        project {\n          id\n        }\n        ...MatchedProjectRow_match\n      }\n    }\n  }\n": types.MatchedProjectsDocument,
    "\n  mutation UpdateLeadPreferences($input: LeadPreferencesInput!) {\n    updateLeadPreferences(input: $input) {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n": types.UpdateLeadPreferencesDocument,
    "\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    photos {\n      url\n      width\n      height\n      srcset\n    }\n    requirements\n    status\n    postedDate\n    proposalCount\n    acceptingQuotes\n    viewerProposalId\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n      reopenForQuotes\n    }\n  }\n": types.MarketplaceProjectFieldsFragmentDoc,
    "\n  query MarketplaceProjects($first: Int!, $after: String, $filter: ProjectFilter) {\n    projects(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # Read by the query's owner (useMarketplaceProjects), which turns API projects into the view model\n        # the built-in sample projects share; no component reads it as a fragment.\n        ...MarketplaceProjectFields @unmask\n      }\n    }\n  }\n": types.MarketplaceProjectsDocument,
    "\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      # The edited project, turned into the same view model as the list's (see the query above).\n      ...MarketplaceProjectFields @unmask\n    }\n  }\n": types.UpdateMarketplaceProjectDocument,
    "\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteMarketplaceProjectDocument,
    "\n  query MessageThread($proposalId: ID!, $last: Int) {\n    messageThread(proposalId: $proposalId) {\n      id\n      viewerRole\n      unreadCount\n      contactRevealed\n      contactSharedAt\n      viewerCan {\n        send\n        shareContact\n      }\n      homeowner {\n        role\n        name\n      }\n      contractor {\n        role\n        name\n      }\n      project {\n        id\n        title\n      }\n      proposal {\n        id\n        status\n        bidAmount\n        contractorEmail\n        contractorPhone\n        homeownerContact {\n          name\n          email\n          phone\n        }\n        ...ProposalAgreement_proposal\n      }\n      messages(last: $last) {\n        hasEarlier\n        nodes {\n          id\n          body\n          images\n          photos {\n            url\n            srcset\n          }\n          fromViewer\n          sentAt\n          sender {\n            role\n            name\n          }\n        }\n      }\n    }\n  }\n": types.MessageThreadDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      body\n      images\n      photos {\n        url\n        srcset\n      }\n      fromViewer\n      sentAt\n      sender {\n        role\n        name\n      }\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkThreadRead($proposalId: ID!) {\n    markThreadRead(proposalId: $proposalId) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkThreadReadDocument,
    "\n  mutation ShareContactDetails($proposalId: ID!) {\n    shareContactDetails(proposalId: $proposalId) {\n      id\n      contractorEmail\n      contractorPhone\n      homeownerContact {\n        name\n        email\n        phone\n      }\n      messageThread {\n        id\n        contactRevealed\n        contactSharedAt\n        viewerCan {\n          send\n          shareContact\n        }\n      }\n    }\n  }\n": types.ShareContactDetailsDocument,
    "\n  fragment ProposalMessagesLinkFields on Proposal {\n    id\n    messageThread {\n      id\n      unreadCount\n    }\n  }\n": types.ProposalMessagesLinkFieldsFragmentDoc,
    "\n  query Notifications($before: String) {\n    notifications(first: 20, before: $before) {\n      unreadCount\n      nextCursor\n      notifications {\n        id\n        kind\n        title\n        body\n        link\n        actionLabel\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      label\n      description\n      email\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $email: NotificationEmail!) {\n    updateNotificationSetting(kind: $kind, email: $email) {\n      kind\n      label\n      description\n      email\n    }\n  }\n": types.UpdateNotificationSettingDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      link\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment AccountRow_account on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n": types.AccountRow_AccountFragmentDoc,
    "\n  fragment KeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.KeyRow_ApiKeyFragmentDoc,
    "\n  fragment EntryRow_entry on AuditEntry {\n    id\n    actor\n    action\n    subjectType\n    subjectId\n    changes {\n      field\n      before\n      after\n    }\n    note\n    createdAt\n  }\n": types.EntryRow_EntryFragmentDoc,
    "\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    message\n    createdAt\n    handledAt\n  }\n": types.MessageCard_MessageFragmentDoc,
    "\n  fragment OverviewCards_overview on OperatorOverview {\n    inReview\n    overdue\n    unhandledMessages\n  }\n": types.OverviewCards_OverviewFragmentDoc,
    "\n  fragment ReviewItemCard_item on ReviewItem {\n    project {\n      id\n      title\n      description\n      category\n      location\n      budget\n      timeline\n      homeowner\n    }\n    submittedAt\n    waitingHours\n    overdue\n    flags\n    homeownerEmail\n  }\n": types.ReviewItemCard_ItemFragmentDoc,
    "\n  fragment SpeedTab_summary on WebVitalSummary {\n    metric\n    samples\n    p75\n    good\n    needsImprovement\n    poor\n  }\n": types.SpeedTab_SummaryFragmentDoc,
    "\n  query FieldVitals($days: Int!, $device: DeviceClass) {\n    fieldVitals(days: $days, device: $device) {\n      days\n      since\n      device\n      # SpeedTab_summary only shares one selection between overall and routes for this tab's own rendering\n      # (a summary has no id to read it by with useFragment), so it stays unmasked.\n      overall {\n        ...SpeedTab_summary @unmask\n      }\n      routes {\n        route\n        metrics {\n          ...SpeedTab_summary @unmask\n        }\n      }\n      slowInteractions {\n        day\n        route\n        device\n        value\n        target\n        eventType\n      }\n    }\n  }\n": types.FieldVitalsDocument,
    "\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      unhandledMessages\n      ...OverviewCards_overview\n    }\n  }\n": types.OperatorOverviewDocument,
    "\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n        }\n        ...ReviewItemCard_item\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": types.ReviewQueueDocument,
    "\n  mutation ApproveProject($id: ID!) {\n    approveProject(id: $id) {\n      id\n      visibility\n    }\n  }\n": types.ApproveProjectDocument,
    "\n  mutation RequestProjectChanges($id: ID!, $message: String!) {\n    requestProjectChanges(id: $id, message: $message) {\n      id\n      visibility\n    }\n  }\n": types.RequestProjectChangesDocument,
    "\n  mutation RejectProject($id: ID!, $reason: String!) {\n    rejectProject(id: $id, reason: $reason) {\n      id\n      visibility\n    }\n  }\n": types.RejectProjectDocument,
    "\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      subject\n      handledAt\n      ...MessageCard_message\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.MarkContactMessageHandledDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        ...KeyRow_apiKey\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        id\n        email\n        ...AccountRow_account\n      }\n      nextCursor\n    }\n  }\n": types.AccountsDocument,
    "\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      id\n      ...AccountRow_account\n    }\n  }\n": types.DisableAccountDocument,
    "\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      id\n      ...AccountRow_account\n    }\n  }\n": types.EnableAccountDocument,
    "\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        ...EntryRow_entry\n      }\n      nextCursor\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment ApiLimits_limits on ApiLimits {\n    readsPerMinute\n    writesPerMinute\n    maxCost\n    keysPerPartner\n  }\n": types.ApiLimits_LimitsFragmentDoc,
    "\n  fragment ApplicationStatus_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n  }\n": types.ApplicationStatus_ApplicationFragmentDoc,
    "\n  fragment KeyUsage_apiKey on ApiKey {\n    id\n    name\n    revokedAt\n    usage(days: 14) {\n      day\n      requests\n      errors\n      throttled\n    }\n  }\n": types.KeyUsage_ApiKeyFragmentDoc,
    "\n  fragment PartnerApplicationCard_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n    applicant {\n      id\n      name\n      email\n    }\n  }\n": types.PartnerApplicationCard_ApplicationFragmentDoc,
    "\n  query PartnerDetails($partnerId: ID!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints(partnerId: $partnerId) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n": types.PartnerDetailsDocument,
    "\n  query PartnerApplications {\n    partnerApplications {\n      id\n      organisation\n      status\n      applicant {\n        id\n        email\n      }\n      ...PartnerApplicationCard_application\n    }\n  }\n": types.PartnerApplicationsDocument,
    "\n  mutation ApplyForPartnerAccess($input: PartnerApplicationInput!) {\n    applyForPartnerAccess(input: $input) {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n": types.ApplyForPartnerAccessDocument,
    "\n  mutation CreatePartnerKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        revokedAt\n        ...KeyRow_apiKey\n        ...KeyUsage_apiKey\n      }\n    }\n  }\n": types.CreatePartnerKeyDocument,
    "\n  mutation ApprovePartnerApplication($id: ID!) {\n    approvePartnerApplication(id: $id) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n": types.ApprovePartnerApplicationDocument,
    "\n  mutation DeclinePartnerApplication($id: ID!, $note: String!) {\n    declinePartnerApplication(id: $id, note: $note) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n": types.DeclinePartnerApplicationDocument,
    "\n  query PartnerJoin {\n    viewer {\n      id\n      name\n      email\n      role\n    }\n    myPartnerApplication {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n": types.PartnerJoinDocument,
    "\n  query PartnerConsole {\n    apiLimits {\n      keysPerPartner\n      ...ApiLimits_limits\n    }\n    apiKeys {\n      id\n      revokedAt\n      ...KeyRow_apiKey\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n": types.PartnerConsoleDocument,
    "\n  fragment EndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    trades {\n      id\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      succeeded\n      statusCode\n      createdAt\n    }\n  }\n": types.EndpointCard_EndpointFragmentDoc,
    "\n  fragment DeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    attempt\n    succeeded\n    statusCode\n    durationMs\n    error\n    createdAt\n  }\n": types.DeliveryRow_DeliveryFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...DeliveryRow_delivery\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        description\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhookEvent($id: ID!) {\n    sendTestWebhookEvent(id: $id) {\n      id\n      succeeded\n      statusCode\n      durationMs\n      error\n      ...DeliveryRow_delivery\n    }\n  }\n": types.SendTestWebhookEventDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation ReopenProjectForQuotes($id: ID!) {\n    reopenProjectForQuotes(id: $id) {\n      id\n      ...MarketplaceProjectFields\n    }\n  }\n": types.ReopenProjectForQuotesDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the\n      # view models the built-in samples share, as the lists do; the sections read their own fragments.\n      ...MarketplaceProjectFields @unmask\n      viewerCan {\n        invitePros\n      }\n      proposals {\n        ...ProposalFields @unmask\n      }\n      ...ReviewPrompt_project\n      ...InvitePros_project\n    }\n  }\n": types.ProjectDetailsDocument,
    "\n  query ProjectSuggestions($id: ID!) {\n    suggestedPros(projectId: $id) {\n      reasons\n      contractor {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n": types.ProjectSuggestionsDocument,
    "\n  mutation UpdateProposal($id: ID!, $input: UpdateProposalInput!) {\n    updateProposal(id: $id, input: $input) {\n      ...ProposalFields @unmask\n    }\n  }\n": types.UpdateProposalDocument,
    "\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    bidMinCents\n    bidMaxCents\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n      accept\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n    ...ProposalContractorRating_proposal\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n": types.ProposalFieldsFragmentDoc,
    "\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields @unmask\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n": types.SubmitProposalDocument,
    "\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n      contractorEmail\n      contractorPhone\n      ...ProjectHireChoices\n    }\n  }\n": types.UpdateProposalStatusDocument,
    "\n  fragment ProjectHireChoices on Proposal {\n    project {\n      id\n      proposals {\n        id\n        viewerCan {\n          decide\n          accept\n        }\n      }\n    }\n  }\n": types.ProjectHireChoicesFragmentDoc,
    "\n  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {\n    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {\n      accepted {\n        id\n        ...ProposalFields\n        ...ProjectHireChoices\n      }\n      declined {\n        id\n        ...ProposalFields\n      }\n    }\n  }\n": types.AcceptProposalDocument,
    "\n  fragment InvitePros_project on Project {\n    id\n    category\n    location\n    visibility\n    viewerCan {\n      invitePros\n    }\n    invitations {\n      invitedAt\n      notifiedAt\n      contractor {\n        id\n        businessName\n      }\n    }\n  }\n": types.InvitePros_ProjectFragmentDoc,
    "\n  fragment ProCard_contractor on ContractorProfile {\n    id\n    businessName\n    logoUrl\n    yearsInBusiness\n    completedProjects\n    typicalResponse\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    badges {\n      kind\n      label\n    }\n    rating {\n      average\n      count\n    }\n  }\n": types.ProCard_ContractorFragmentDoc,
    "\n  query ProDirectory($trade: Int, $city: String, $search: String, $first: Int, $after: String) {\n    pros(trade: $trade, city: $city, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n": types.ProDirectoryDocument,
    "\n  query InvitingProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      viewerCan {\n        invitePros\n      }\n      invitations {\n        contractor {\n          id\n        }\n      }\n    }\n  }\n": types.InvitingProjectDocument,
    "\n  mutation InviteToQuote($projectId: ID!, $contractorId: ID!) {\n    inviteToQuote(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n": types.InviteToQuoteDocument,
    "\n  mutation WithdrawInvitation($projectId: ID!, $contractorId: ID!) {\n    withdrawInvitation(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n": types.WithdrawInvitationDocument,
    "\n  query RequestedPro($id: ID!) {\n    contractorProfile(id: $id) {\n      id\n      businessName\n    }\n  }\n": types.RequestedProDocument,
    "query VerifiedPros($trade: Int!, $city: String, $first: Int!) {\n  pros(trade: $trade, city: $city, verifiedOnly: true, first: $first) {\n    totalCount\n    nodes { id businessName logoUrl yearsInBusiness completedProjects typicalResponse trades { id name } serviceAreas { slug name } badges { kind label } rating { average count } }\n  }\n}": types.VerifiedProsDocument,
    "\n  fragment ProposalContractorRating_proposal on Proposal {\n    id\n    contractorRating {\n      average\n      count\n    }\n  }\n": types.ProposalContractorRating_ProposalFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    id\n    projectTitle\n    rating\n    quality\n    punctuality\n    communication\n    value\n    text\n    authorName\n    createdAt\n    reply {\n      text\n      createdAt\n    }\n    hidden\n    hiddenReason\n  }\n": types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment ReviewPrompt_project on Project {\n    id\n    viewerCanReview\n    hireReview {\n      id\n      rating\n      authorName\n      hidden\n    }\n    proposals {\n      id\n      status\n      contractorName\n      contractorProfileId\n    }\n  }\n": types.ReviewPrompt_ProjectFragmentDoc,
    "\n  fragment ReviewsSection_profile on ContractorProfile {\n    id\n    businessName\n    rating {\n      average\n      count\n    }\n    reviews(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        authorName\n        contractorName\n        projectTitle\n        viewerCan {\n          reply\n          hide\n        }\n        ...ReviewCard_review\n      }\n    }\n  }\n": types.ReviewsSection_ProfileFragmentDoc,
    "\n  query ReviewProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      status\n      location\n      viewerCanReview\n      hireReview {\n        id\n        # Read by ReviewPrompt on the project page, which runs this query itself for now.\n        authorName\n        rating\n        hidden\n        ...ReviewCard_review\n      }\n      proposals {\n        id\n        status\n        contractorName\n        contractorProfileId\n      }\n    }\n  }\n": types.ReviewProjectDocument,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      contractorId\n      ...ReviewCard_review\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  mutation ReplyToReview($id: ID!, $text: String!) {\n    replyToReview(id: $id, text: $text) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n": types.ReplyToReviewDocument,
    "\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n": types.HideReviewDocument,
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
export function graphql(source: "\n    query ReviewsPage($id: ID!, $first: Int, $after: String) {\n      contractorProfile(id: $id) {\n        id\n        reviews(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query ReviewsPage($id: ID!, $first: Int, $after: String) {\n      contractorProfile(id: $id) {\n        id\n        reviews(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountSettingsForm_viewer on Viewer {\n    id\n    name\n    email\n    phone\n    role\n  }\n"): (typeof documents)["\n  fragment AccountSettingsForm_viewer on Viewer {\n    id\n    name\n    email\n    phone\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingDetailsPanel_pending on PendingAccountDetails {\n    name\n    phone\n    role\n    businessName\n    requestedAt\n  }\n"): (typeof documents)["\n  fragment PendingDetailsPanel_pending on PendingAccountDetails {\n    name\n    phone\n    role\n    businessName\n    requestedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountSettingsFields on Viewer {\n    id\n    role\n    ...AccountSettingsForm_viewer\n    pendingDetails {\n      ...PendingDetailsPanel_pending\n    }\n  }\n"): (typeof documents)["\n  fragment AccountSettingsFields on Viewer {\n    id\n    role\n    ...AccountSettingsForm_viewer\n    pendingDetails {\n      ...PendingDetailsPanel_pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSettings {\n    viewer {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query AccountSettings {\n    viewer {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountSettings($input: AccountSettingsInput!) {\n    updateAccountSettings(input: $input) {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountSettings($input: AccountSettingsInput!) {\n    updateAccountSettings(input: $input) {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPendingAccountDetails {\n    confirmPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPendingAccountDetails {\n    confirmPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardPendingAccountDetails {\n    discardPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardPendingAccountDetails {\n    discardPendingAccountDetails {\n      ...AccountSettingsFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmWaitingProject($id: ID!) {\n    confirmProject(id: $id) {\n      ...MyProjectFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmWaitingProject($id: ID!) {\n    confirmProject(id: $id) {\n      ...MyProjectFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardWaitingProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DiscardWaitingProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
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
export function graphql(source: "\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n    viewerCan {\n      confirmForReview\n      resubmitForReview\n    }\n  }\n"): (typeof documents)["\n  fragment MyProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    location\n    status\n    visibility\n    postedDate\n    proposalCount\n    review {\n      note\n    }\n    viewerCan {\n      confirmForReview\n      resubmitForReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProjects {\n    viewer {\n      id\n      pendingDetails {\n        requestedAt\n      }\n    }\n    myProjects {\n      # One screen reads it whole: the list (notices, toasts), each row and the revise dialog.\n      ...MyProjectFields @unmask\n    }\n    # The written agreements with the contractors hired, newest first: each row shows its project's.\n    myAgreements {\n      id\n      projectId\n      ...AgreementLink_agreement\n    }\n  }\n"): (typeof documents)["\n  query MyProjects {\n    viewer {\n      id\n      pendingDetails {\n        requestedAt\n      }\n    }\n    myProjects {\n      # One screen reads it whole: the list (notices, toasts), each row and the revise dialog.\n      ...MyProjectFields @unmask\n    }\n    # The written agreements with the contractors hired, newest first: each row shows its project's.\n    myAgreements {\n      id\n      projectId\n      ...AgreementLink_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {\n    reviseProject(id: $id, input: $input) {\n      ...MyProjectFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementActions_agreement on Agreement {\n    id\n    status\n    changeNote\n    coolingOffEndsOn\n    depositNeedsConfirmation\n    inForceAt\n    closeReason\n    viewerCan {\n      edit\n      send\n      requestChanges\n      decline\n      sign\n      cancel\n      recordCancellation\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n        representative\n      }\n    }\n    signatures {\n      id\n      party\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment AgreementActions_agreement on Agreement {\n    id\n    status\n    changeNote\n    coolingOffEndsOn\n    depositNeedsConfirmation\n    inForceAt\n    closeReason\n    viewerCan {\n      edit\n      send\n      requestChanges\n      decline\n      sign\n      cancel\n      recordCancellation\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n        representative\n      }\n    }\n    signatures {\n      id\n      party\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementDocument_agreement on Agreement {\n    id\n    depositNeedsConfirmation\n    largeDepositConfirmed\n    warnings {\n      field\n      message\n    }\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n    totals {\n      totalCents\n    }\n    signatures {\n      id\n      party\n      fullName\n      signedAt\n      ipAddress\n      userAgent\n      documentSha256\n      drawnSignature\n    }\n    changeOrders {\n      id\n      number\n      status\n      description\n      decidedAt\n      lines {\n        description\n        quantity\n        unitPriceCents\n        kind\n        taxable\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AgreementDocument_agreement on Agreement {\n    id\n    depositNeedsConfirmation\n    largeDepositConfirmed\n    warnings {\n      field\n      message\n    }\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n    totals {\n      totalCents\n    }\n    signatures {\n      id\n      party\n      fullName\n      signedAt\n      ipAddress\n      userAgent\n      documentSha256\n      drawnSignature\n    }\n    changeOrders {\n      id\n      number\n      status\n      description\n      decidedAt\n      lines {\n        description\n        quantity\n        unitPriceCents\n        kind\n        taxable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementEditor_agreement on Agreement {\n    id\n    status\n    revision\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment AgreementEditor_agreement on Agreement {\n    id\n    status\n    revision\n    terms {\n      ...AgreementTermsFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementLink_agreement on Agreement {\n    id\n    status\n  }\n"): (typeof documents)["\n  fragment AgreementLink_agreement on Agreement {\n    id\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalAgreement_proposal on Proposal {\n    id\n    status\n    agreement {\n      id\n      ...AgreementLink_agreement\n    }\n  }\n"): (typeof documents)["\n  fragment ProposalAgreement_proposal on Proposal {\n    id\n    status\n    agreement {\n      id\n      ...AgreementLink_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementProgress_agreement on Agreement {\n    id\n    status\n    coolingOffEndsOn\n    history {\n      id\n      kind\n      by\n      note\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment AgreementProgress_agreement on Agreement {\n    id\n    status\n    coolingOffEndsOn\n    history {\n      id\n      kind\n      by\n      note\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChangeOrders_agreement on Agreement {\n    id\n    status\n    viewerCan {\n      proposeChange\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        representative\n      }\n    }\n    totals {\n      totalCents\n    }\n    currentTotals {\n      totalCents\n    }\n    changeOrders {\n      id\n      number\n      proposedBy\n      status\n      description\n      totalChangeCents\n      scheduleChange\n      startDate\n      completionDate\n      declineReason\n      createdAt\n      decidedAt\n      signatures {\n        id\n        party\n        fullName\n        signedAt\n      }\n      viewerCan {\n        sign\n        decline\n        withdraw\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChangeOrders_agreement on Agreement {\n    id\n    status\n    viewerCan {\n      proposeChange\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        representative\n      }\n    }\n    totals {\n      totalCents\n    }\n    currentTotals {\n      totalCents\n    }\n    changeOrders {\n      id\n      number\n      proposedBy\n      status\n      description\n      totalChangeCents\n      scheduleChange\n      startDate\n      completionDate\n      declineReason\n      createdAt\n      decidedAt\n      signatures {\n        id\n        party\n        fullName\n        signedAt\n      }\n      viewerCan {\n        sign\n        decline\n        withdraw\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobRow_agreement on Agreement {\n    id\n    projectTitle\n    status\n    terms {\n      homeowner {\n        name\n      }\n      startDate\n    }\n    currentTotals {\n      totalCents\n    }\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment JobRow_agreement on Agreement {\n    id\n    projectTitle\n    status\n    terms {\n      homeowner {\n        name\n      }\n      startDate\n    }\n    currentTotals {\n      totalCents\n    }\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAgreements {\n    myAgreements {\n      id\n      ...JobRow_agreement\n    }\n  }\n"): (typeof documents)["\n  query MyAgreements {\n    myAgreements {\n      id\n      ...JobRow_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementTermsFields on AgreementTerms {\n    homeowner {\n      name\n      workAddress\n    }\n    contractor {\n      legalName\n      operatingName\n      businessAddress\n      phone\n      email\n      representative\n      hstNumber\n    }\n    work {\n      description\n      materials\n      subcontractors\n    }\n    lines {\n      description\n      quantity\n      unitPriceCents\n      kind\n      taxable\n    }\n    payments {\n      description\n      fixedAmountCents\n      basisPoints\n      dueOn\n      deposit\n    }\n    startDate\n    completionDate\n    permits {\n      permit\n      obtainedBy\n    }\n    warranty\n    conditions\n    insurance {\n      status\n      expiresOn\n      detail\n    }\n    wsib {\n      status\n      expiresOn\n      detail\n    }\n    acceptedBid {\n      minCents\n      maxCents\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment AgreementTermsFields on AgreementTerms {\n    homeowner {\n      name\n      workAddress\n    }\n    contractor {\n      legalName\n      operatingName\n      businessAddress\n      phone\n      email\n      representative\n      hstNumber\n    }\n    work {\n      description\n      materials\n      subcontractors\n    }\n    lines {\n      description\n      quantity\n      unitPriceCents\n      kind\n      taxable\n    }\n    payments {\n      description\n      fixedAmountCents\n      basisPoints\n      dueOn\n      deposit\n    }\n    startDate\n    completionDate\n    permits {\n      permit\n      obtainedBy\n    }\n    warranty\n    conditions\n    insurance {\n      status\n      expiresOn\n      detail\n    }\n    wsib {\n      status\n      expiresOn\n      detail\n    }\n    acceptedBid {\n      minCents\n      maxCents\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementPage_agreement on Agreement {\n    id\n    projectId\n    projectTitle\n    status\n    statusLabel\n    revision\n    pdfUrl\n    viewerCan {\n      edit\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n      }\n    }\n    ...AgreementProgress_agreement\n    ...AgreementActions_agreement\n    ...AgreementDocument_agreement\n    ...AgreementEditor_agreement\n    ...ChangeOrders_agreement\n  }\n"): (typeof documents)["\n  fragment AgreementPage_agreement on Agreement {\n    id\n    projectId\n    projectTitle\n    status\n    statusLabel\n    revision\n    pdfUrl\n    viewerCan {\n      edit\n    }\n    terms {\n      homeowner {\n        name\n      }\n      contractor {\n        legalName\n      }\n    }\n    ...AgreementProgress_agreement\n    ...AgreementActions_agreement\n    ...AgreementDocument_agreement\n    ...AgreementEditor_agreement\n    ...ChangeOrders_agreement\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementPage($id: ID!) {\n    agreement(id: $id) {\n      # The route reads it (see AgreementPage_agreement); its parts read their own fragments.\n      ...AgreementPage_agreement @unmask\n    }\n  }\n"): (typeof documents)["\n  query AgreementPage($id: ID!) {\n    agreement(id: $id) {\n      # The route reads it (see AgreementPage_agreement); its parts read their own fragments.\n      ...AgreementPage_agreement @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrepareAgreement($proposalId: ID!) {\n    prepareAgreement(proposalId: $proposalId) {\n      id\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  mutation PrepareAgreement($proposalId: ID!) {\n    prepareAgreement(proposalId: $proposalId) {\n      id\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgreement($id: ID!, $terms: AgreementTermsInput!) {\n    updateAgreement(id: $id, terms: $terms) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgreement($id: ID!, $terms: AgreementTermsInput!) {\n    updateAgreement(id: $id, terms: $terms) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAgreement($id: ID!) {\n    sendAgreement(id: $id) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation SendAgreement($id: ID!) {\n    sendAgreement(id: $id) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAgreementChanges($id: ID!, $note: String!) {\n    requestAgreementChanges(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAgreementChanges($id: ID!, $note: String!) {\n    requestAgreementChanges(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineAgreement($id: ID!, $reason: String) {\n    declineAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineAgreement($id: ID!, $reason: String) {\n    declineAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignAgreement($id: ID!, $input: SignAgreementInput!) {\n    signAgreement(id: $id, input: $input) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation SignAgreement($id: ID!, $input: SignAgreementInput!) {\n    signAgreement(id: $id, input: $input) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAgreement($id: ID!, $reason: String) {\n    cancelAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAgreement($id: ID!, $reason: String) {\n    cancelAgreement(id: $id, reason: $reason) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAgreementCancellation($id: ID!, $note: String!) {\n    recordAgreementCancellation(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAgreementCancellation($id: ID!, $note: String!) {\n    recordAgreementCancellation(id: $id, note: $note) {\n      ...AgreementPage_agreement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeChangeOrder($agreementId: ID!, $input: ChangeOrderInput!) {\n    proposeChangeOrder(agreementId: $agreementId, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeChangeOrder($agreementId: ID!, $input: ChangeOrderInput!) {\n    proposeChangeOrder(agreementId: $agreementId, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignChangeOrder($id: ID!, $input: SignAgreementInput!) {\n    signChangeOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SignChangeOrder($id: ID!, $input: SignAgreementInput!) {\n    signChangeOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineChangeOrder($id: ID!, $reason: String) {\n    declineChangeOrder(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineChangeOrder($id: ID!, $reason: String) {\n    declineChangeOrder(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawChangeOrder($id: ID!) {\n    withdrawChangeOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawChangeOrder($id: ID!) {\n    withdrawChangeOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteFigures($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors satisfactionPercent citiesServed averageRating } }"): (typeof documents)["query SiteFigures($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors satisfactionPercent citiesServed averageRating } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountProfile_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n        srcset\n        width\n        height\n      }\n    }\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment AccountProfile_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n        srcset\n        width\n        height\n      }\n    }\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractorProfilePage($id: ID!, $first: Int, $after: String) {\n    contractorProfile(id: $id) {\n      id\n      ...AccountProfile_profile\n      ...ReviewsSection_profile\n    }\n  }\n"): (typeof documents)["\n  query ContractorProfilePage($id: ID!, $first: Int, $after: String) {\n    contractorProfile(id: $id) {\n      id\n      ...AccountProfile_profile\n      ...ReviewsSection_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractorStatusPanel_profile on ContractorProfile {\n    id\n    businessName\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    credentials {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ContractorStatusPanel_profile on ContractorProfile {\n    id\n    businessName\n    badges {\n      kind\n      label\n    }\n    missingLicences {\n      kind\n      trade {\n        id\n        name\n      }\n    }\n    credentials {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckRow_check on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    documentUrl\n    submittedAt\n  }\n"): (typeof documents)["\n  fragment CheckRow_check on Credential {\n    id\n    contractorId\n    contractorName\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    documentUrl\n    submittedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CredentialForm_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n  }\n"): (typeof documents)["\n  fragment CredentialForm_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    document\n    documentUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CredentialRow_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    status\n    rejectionReason\n    viewerCan {\n      resubmit\n    }\n  }\n"): (typeof documents)["\n  fragment CredentialRow_credential on Credential {\n    id\n    kind\n    title\n    number\n    issuer\n    coverageAmount\n    expiresOn\n    status\n    rejectionReason\n    viewerCan {\n      resubmit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_profile on ContractorProfile {\n    id\n    businessName\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n    yearsInBusiness\n    bio\n    logoUrl\n    portfolio {\n      name\n      caption\n      photo {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContractorProfile {\n    myContractorProfile {\n      id\n      badges {\n        kind\n        label\n      }\n      missingLicences {\n        kind\n        trade {\n          id\n          name\n        }\n      }\n      ...ProfileForm_profile\n      credentials {\n        id\n        ...CredentialRow_credential\n        ...CredentialForm_credential\n      }\n    }\n    myLeadPreferences {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n"): (typeof documents)["\n  query MyContractorProfile {\n    myContractorProfile {\n      id\n      badges {\n        kind\n        label\n      }\n      missingLicences {\n        kind\n        trade {\n          id\n          name\n        }\n      }\n      ...ProfileForm_profile\n      credentials {\n        id\n        ...CredentialRow_credential\n        ...CredentialForm_credential\n      }\n    }\n    myLeadPreferences {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      id\n      # What an edit changes, as the editor, the public profile and the dashboard's panel show it.\n      ...ProfileForm_profile\n      ...AccountProfile_profile\n      ...ContractorStatusPanel_profile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContractorProfile($input: ContractorProfileInput!) {\n    updateContractorProfile(input: $input) {\n      id\n      # What an edit changes, as the editor, the public profile and the dashboard's panel show it.\n      ...ProfileForm_profile\n      ...AccountProfile_profile\n      ...ContractorStatusPanel_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      id\n      ...CredentialRow_credential\n      ...CredentialForm_credential\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCredential($input: SubmitCredentialInput!) {\n    submitCredential(input: $input) {\n      id\n      ...CredentialRow_credential\n      ...CredentialForm_credential\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        contractorName\n        number\n        ...CheckRow_check\n      }\n    }\n  }\n"): (typeof documents)["\n  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {\n    credentialChecks(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        contractorName\n        number\n        ...CheckRow_check\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      id\n      status\n      ...CheckRow_check\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCredential($id: ID!) {\n    verifyCredential(id: $id) {\n      id\n      status\n      ...CheckRow_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n      ...CheckRow_check\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCredential($id: ID!, $reason: String!) {\n    rejectCredential(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n      ...CheckRow_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyProposalRow_proposal on Proposal {\n    id\n    bidAmount\n    timeline\n    status\n    declineNote\n    submittedDate\n    contractorBadges {\n      kind\n      label\n    }\n    project {\n      id\n      title\n      status\n    }\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n"): (typeof documents)["\n  fragment MyProposalRow_proposal on Proposal {\n    id\n    bidAmount\n    timeline\n    status\n    declineNote\n    submittedDate\n    contractorBadges {\n      kind\n      label\n    }\n    project {\n      id\n      title\n      status\n    }\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProposals {\n    myProposals {\n      id\n      ...MyProposalRow_proposal\n    }\n  }\n"): (typeof documents)["\n  query MyProposals {\n    myProposals {\n      id\n      ...MyProposalRow_proposal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCounts {\n    all: projects(first: 1) {\n      totalCount\n    }\n    open: projects(first: 1, filter: { status: OPEN }) {\n      totalCount\n    }\n    urgent: projects(first: 1, filter: { urgency: HIGH }) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query DashboardCounts {\n    all: projects(first: 1) {\n      totalCount\n    }\n    open: projects(first: 1, filter: { status: OPEN }) {\n      totalCount\n    }\n    urgent: projects(first: 1, filter: { urgency: HIGH }) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractorDashboard {\n    myContractorProfile {\n      id\n      ...ContractorStatusPanel_profile\n    }\n  }\n"): (typeof documents)["\n  query ContractorDashboard {\n    myContractorProfile {\n      id\n      ...ContractorStatusPanel_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadPreferencesForm_preferences on LeadPreferences {\n    minJobSize\n    maxJobSize\n    takesUrgentJobs\n    availability\n    availableFrom\n    maxLeadAlertsPerDay\n    alertEmail\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n  }\n"): (typeof documents)["\n  fragment LeadPreferencesForm_preferences on LeadPreferences {\n    minJobSize\n    maxJobSize\n    takesUrgentJobs\n    availability\n    availableFrom\n    maxLeadAlertsPerDay\n    alertEmail\n    trades {\n      id\n    }\n    serviceAreas {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchedProjectRow_match on ProjectMatch {\n    score\n    reasons\n    alerted\n    invited\n    project {\n      id\n      title\n      category\n      budget\n      timeline\n      location\n      urgency\n      proposalCount\n      postedDate\n    }\n  }\n"): (typeof documents)["\n  fragment MatchedProjectRow_match on ProjectMatch {\n    score\n    reasons\n    alerted\n    invited\n    project {\n      id\n      title\n      category\n      budget\n      timeline\n      location\n      urgency\n      proposalCount\n      postedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchedProjects($first: Int, $after: String) {\n    matchedProjects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # A match's cache key is its project's id.\n        project {\n          id\n        }\n        ...MatchedProjectRow_match\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchedProjects($first: Int, $after: String) {\n    matchedProjects(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # A match's cache key is its project's id.\n        project {\n          id\n        }\n        ...MatchedProjectRow_match\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeadPreferences($input: LeadPreferencesInput!) {\n    updateLeadPreferences(input: $input) {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeadPreferences($input: LeadPreferencesInput!) {\n    updateLeadPreferences(input: $input) {\n      ...LeadPreferencesForm_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    photos {\n      url\n      width\n      height\n      srcset\n    }\n    requirements\n    status\n    postedDate\n    proposalCount\n    acceptingQuotes\n    viewerProposalId\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n      reopenForQuotes\n    }\n  }\n"): (typeof documents)["\n  fragment MarketplaceProjectFields on Project {\n    id\n    title\n    description\n    category\n    budget\n    timeline\n    urgency\n    homeowner\n    location\n    imageUrls\n    photos {\n      url\n      width\n      height\n      srcset\n    }\n    requirements\n    status\n    postedDate\n    proposalCount\n    acceptingQuotes\n    viewerProposalId\n    estimatedCost\n    contractorNotes\n    startDate\n    completionDate\n    visibility\n    viewerCan {\n      statuses\n      fields\n      delete\n      decideProposals\n      submitProposal\n      reopenForQuotes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceProjects($first: Int!, $after: String, $filter: ProjectFilter) {\n    projects(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # Read by the query's owner (useMarketplaceProjects), which turns API projects into the view model\n        # the built-in sample projects share; no component reads it as a fragment.\n        ...MarketplaceProjectFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceProjects($first: Int!, $after: String, $filter: ProjectFilter) {\n    projects(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        # Read by the query's owner (useMarketplaceProjects), which turns API projects into the view model\n        # the built-in sample projects share; no component reads it as a fragment.\n        ...MarketplaceProjectFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      # The edited project, turned into the same view model as the list's (see the query above).\n      ...MarketplaceProjectFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      # The edited project, turned into the same view model as the list's (see the query above).\n      ...MarketplaceProjectFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMarketplaceProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageThread($proposalId: ID!, $last: Int) {\n    messageThread(proposalId: $proposalId) {\n      id\n      viewerRole\n      unreadCount\n      contactRevealed\n      contactSharedAt\n      viewerCan {\n        send\n        shareContact\n      }\n      homeowner {\n        role\n        name\n      }\n      contractor {\n        role\n        name\n      }\n      project {\n        id\n        title\n      }\n      proposal {\n        id\n        status\n        bidAmount\n        contractorEmail\n        contractorPhone\n        homeownerContact {\n          name\n          email\n          phone\n        }\n        ...ProposalAgreement_proposal\n      }\n      messages(last: $last) {\n        hasEarlier\n        nodes {\n          id\n          body\n          images\n          photos {\n            url\n            srcset\n          }\n          fromViewer\n          sentAt\n          sender {\n            role\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageThread($proposalId: ID!, $last: Int) {\n    messageThread(proposalId: $proposalId) {\n      id\n      viewerRole\n      unreadCount\n      contactRevealed\n      contactSharedAt\n      viewerCan {\n        send\n        shareContact\n      }\n      homeowner {\n        role\n        name\n      }\n      contractor {\n        role\n        name\n      }\n      project {\n        id\n        title\n      }\n      proposal {\n        id\n        status\n        bidAmount\n        contractorEmail\n        contractorPhone\n        homeownerContact {\n          name\n          email\n          phone\n        }\n        ...ProposalAgreement_proposal\n      }\n      messages(last: $last) {\n        hasEarlier\n        nodes {\n          id\n          body\n          images\n          photos {\n            url\n            srcset\n          }\n          fromViewer\n          sentAt\n          sender {\n            role\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      body\n      images\n      photos {\n        url\n        srcset\n      }\n      fromViewer\n      sentAt\n      sender {\n        role\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      body\n      images\n      photos {\n        url\n        srcset\n      }\n      fromViewer\n      sentAt\n      sender {\n        role\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkThreadRead($proposalId: ID!) {\n    markThreadRead(proposalId: $proposalId) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkThreadRead($proposalId: ID!) {\n    markThreadRead(proposalId: $proposalId) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareContactDetails($proposalId: ID!) {\n    shareContactDetails(proposalId: $proposalId) {\n      id\n      contractorEmail\n      contractorPhone\n      homeownerContact {\n        name\n        email\n        phone\n      }\n      messageThread {\n        id\n        contactRevealed\n        contactSharedAt\n        viewerCan {\n          send\n          shareContact\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShareContactDetails($proposalId: ID!) {\n    shareContactDetails(proposalId: $proposalId) {\n      id\n      contractorEmail\n      contractorPhone\n      homeownerContact {\n        name\n        email\n        phone\n      }\n      messageThread {\n        id\n        contactRevealed\n        contactSharedAt\n        viewerCan {\n          send\n          shareContact\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalMessagesLinkFields on Proposal {\n    id\n    messageThread {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  fragment ProposalMessagesLinkFields on Proposal {\n    id\n    messageThread {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($before: String) {\n    notifications(first: 20, before: $before) {\n      unreadCount\n      nextCursor\n      notifications {\n        id\n        kind\n        title\n        body\n        link\n        actionLabel\n        read\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($before: String) {\n    notifications(first: 20, before: $before) {\n      unreadCount\n      nextCursor\n      notifications {\n        id\n        kind\n        title\n        body\n        link\n        actionLabel\n        read\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      label\n      description\n      email\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      label\n      description\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $email: NotificationEmail!) {\n    updateNotificationSetting(kind: $kind, email: $email) {\n      kind\n      label\n      description\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $email: NotificationEmail!) {\n    updateNotificationSetting(kind: $kind, email: $email) {\n      kind\n      label\n      description\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      link\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountRow_account on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AccountRow_account on Account {\n    id\n    name\n    email\n    role\n    businessName\n    emailVerified\n    disabled\n    disabledReason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment KeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryRow_entry on AuditEntry {\n    id\n    actor\n    action\n    subjectType\n    subjectId\n    changes {\n      field\n      before\n      after\n    }\n    note\n    createdAt\n  }\n"): (typeof documents)["\n  fragment EntryRow_entry on AuditEntry {\n    id\n    actor\n    action\n    subjectType\n    subjectId\n    changes {\n      field\n      before\n      after\n    }\n    note\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    message\n    createdAt\n    handledAt\n  }\n"): (typeof documents)["\n  fragment MessageCard_message on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    message\n    createdAt\n    handledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewCards_overview on OperatorOverview {\n    inReview\n    overdue\n    unhandledMessages\n  }\n"): (typeof documents)["\n  fragment OverviewCards_overview on OperatorOverview {\n    inReview\n    overdue\n    unhandledMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItemCard_item on ReviewItem {\n    project {\n      id\n      title\n      description\n      category\n      location\n      budget\n      timeline\n      homeowner\n    }\n    submittedAt\n    waitingHours\n    overdue\n    flags\n    homeownerEmail\n  }\n"): (typeof documents)["\n  fragment ReviewItemCard_item on ReviewItem {\n    project {\n      id\n      title\n      description\n      category\n      location\n      budget\n      timeline\n      homeowner\n    }\n    submittedAt\n    waitingHours\n    overdue\n    flags\n    homeownerEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpeedTab_summary on WebVitalSummary {\n    metric\n    samples\n    p75\n    good\n    needsImprovement\n    poor\n  }\n"): (typeof documents)["\n  fragment SpeedTab_summary on WebVitalSummary {\n    metric\n    samples\n    p75\n    good\n    needsImprovement\n    poor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldVitals($days: Int!, $device: DeviceClass) {\n    fieldVitals(days: $days, device: $device) {\n      days\n      since\n      device\n      # SpeedTab_summary only shares one selection between overall and routes for this tab's own rendering\n      # (a summary has no id to read it by with useFragment), so it stays unmasked.\n      overall {\n        ...SpeedTab_summary @unmask\n      }\n      routes {\n        route\n        metrics {\n          ...SpeedTab_summary @unmask\n        }\n      }\n      slowInteractions {\n        day\n        route\n        device\n        value\n        target\n        eventType\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldVitals($days: Int!, $device: DeviceClass) {\n    fieldVitals(days: $days, device: $device) {\n      days\n      since\n      device\n      # SpeedTab_summary only shares one selection between overall and routes for this tab's own rendering\n      # (a summary has no id to read it by with useFragment), so it stays unmasked.\n      overall {\n        ...SpeedTab_summary @unmask\n      }\n      routes {\n        route\n        metrics {\n          ...SpeedTab_summary @unmask\n        }\n      }\n      slowInteractions {\n        day\n        route\n        device\n        value\n        target\n        eventType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      unhandledMessages\n      ...OverviewCards_overview\n    }\n  }\n"): (typeof documents)["\n  query OperatorOverview {\n    operatorOverview {\n      inReview\n      unhandledMessages\n      ...OverviewCards_overview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n        }\n        ...ReviewItemCard_item\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ReviewQueue($first: Int, $after: String) {\n    reviewQueue(first: $first, after: $after) {\n      items {\n        project {\n          id\n          title\n        }\n        ...ReviewItemCard_item\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"];
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
export function graphql(source: "\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      subject\n      handledAt\n      ...MessageCard_message\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($first: Int, $before: ID, $unhandledOnly: Boolean) {\n    contactMessages(first: $first, before: $before, unhandledOnly: $unhandledOnly) {\n      id\n      name\n      subject\n      handledAt\n      ...MessageCard_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        ...KeyRow_apiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        ...KeyRow_apiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...KeyRow_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        id\n        email\n        ...AccountRow_account\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query Accounts($search: String, $first: Int, $after: String) {\n    accounts(search: $search, first: $first, after: $after) {\n      accounts {\n        id\n        email\n        ...AccountRow_account\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      id\n      ...AccountRow_account\n    }\n  }\n"): (typeof documents)["\n  mutation DisableAccount($id: ID!, $reason: String!) {\n    disableAccount(id: $id, reason: $reason) {\n      id\n      ...AccountRow_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      id\n      ...AccountRow_account\n    }\n  }\n"): (typeof documents)["\n  mutation EnableAccount($id: ID!) {\n    enableAccount(id: $id) {\n      id\n      ...AccountRow_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        ...EntryRow_entry\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int, $before: String) {\n    auditLog(first: $first, before: $before) {\n      entries {\n        id\n        ...EntryRow_entry\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiLimits_limits on ApiLimits {\n    readsPerMinute\n    writesPerMinute\n    maxCost\n    keysPerPartner\n  }\n"): (typeof documents)["\n  fragment ApiLimits_limits on ApiLimits {\n    readsPerMinute\n    writesPerMinute\n    maxCost\n    keysPerPartner\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationStatus_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ApplicationStatus_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeyUsage_apiKey on ApiKey {\n    id\n    name\n    revokedAt\n    usage(days: 14) {\n      day\n      requests\n      errors\n      throttled\n    }\n  }\n"): (typeof documents)["\n  fragment KeyUsage_apiKey on ApiKey {\n    id\n    name\n    revokedAt\n    usage(days: 14) {\n      day\n      requests\n      errors\n      throttled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerApplicationCard_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n    applicant {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment PartnerApplicationCard_application on PartnerApplication {\n    id\n    organisation\n    website\n    useCase\n    status\n    decisionNote\n    decidedAt\n    updatedAt\n    applicant {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerDetails($partnerId: ID!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints(partnerId: $partnerId) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  query PartnerDetails($partnerId: ID!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints(partnerId: $partnerId) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerApplications {\n    partnerApplications {\n      id\n      organisation\n      status\n      applicant {\n        id\n        email\n      }\n      ...PartnerApplicationCard_application\n    }\n  }\n"): (typeof documents)["\n  query PartnerApplications {\n    partnerApplications {\n      id\n      organisation\n      status\n      applicant {\n        id\n        email\n      }\n      ...PartnerApplicationCard_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForPartnerAccess($input: PartnerApplicationInput!) {\n    applyForPartnerAccess(input: $input) {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForPartnerAccess($input: PartnerApplicationInput!) {\n    applyForPartnerAccess(input: $input) {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePartnerKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        revokedAt\n        ...KeyRow_apiKey\n        ...KeyUsage_apiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePartnerKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n        revokedAt\n        ...KeyRow_apiKey\n        ...KeyUsage_apiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePartnerApplication($id: ID!) {\n    approvePartnerApplication(id: $id) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePartnerApplication($id: ID!) {\n    approvePartnerApplication(id: $id) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclinePartnerApplication($id: ID!, $note: String!) {\n    declinePartnerApplication(id: $id, note: $note) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n"): (typeof documents)["\n  mutation DeclinePartnerApplication($id: ID!, $note: String!) {\n    declinePartnerApplication(id: $id, note: $note) {\n      id\n      status\n      ...PartnerApplicationCard_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerJoin {\n    viewer {\n      id\n      name\n      email\n      role\n    }\n    myPartnerApplication {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n"): (typeof documents)["\n  query PartnerJoin {\n    viewer {\n      id\n      name\n      email\n      role\n    }\n    myPartnerApplication {\n      id\n      status\n      organisation\n      website\n      useCase\n      ...ApplicationStatus_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerConsole {\n    apiLimits {\n      keysPerPartner\n      ...ApiLimits_limits\n    }\n    apiKeys {\n      id\n      revokedAt\n      ...KeyRow_apiKey\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  query PartnerConsole {\n    apiLimits {\n      keysPerPartner\n      ...ApiLimits_limits\n    }\n    apiKeys {\n      id\n      revokedAt\n      ...KeyRow_apiKey\n      ...KeyUsage_apiKey\n    }\n    webhookEndpoints {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    trades {\n      id\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      succeeded\n      statusCode\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment EndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    trades {\n      id\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    enabled\n    disabledReason\n    disabledAt\n    failingSince\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      succeeded\n      statusCode\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    attempt\n    succeeded\n    statusCode\n    durationMs\n    error\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    attempt\n    succeeded\n    statusCode\n    durationMs\n    error\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...DeliveryRow_delivery\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...DeliveryRow_delivery\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        description\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        description\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...EndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...EndpointCard_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhookEvent($id: ID!) {\n    sendTestWebhookEvent(id: $id) {\n      id\n      succeeded\n      statusCode\n      durationMs\n      error\n      ...DeliveryRow_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhookEvent($id: ID!) {\n    sendTestWebhookEvent(id: $id) {\n      id\n      succeeded\n      statusCode\n      durationMs\n      error\n      ...DeliveryRow_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      title\n      status\n      visibility\n      imageUrls\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenProjectForQuotes($id: ID!) {\n    reopenProjectForQuotes(id: $id) {\n      id\n      ...MarketplaceProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenProjectForQuotes($id: ID!) {\n    reopenProjectForQuotes(id: $id) {\n      id\n      ...MarketplaceProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the\n      # view models the built-in samples share, as the lists do; the sections read their own fragments.\n      ...MarketplaceProjectFields @unmask\n      viewerCan {\n        invitePros\n      }\n      proposals {\n        ...ProposalFields @unmask\n      }\n      ...ReviewPrompt_project\n      ...InvitePros_project\n    }\n  }\n"): (typeof documents)["\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the\n      # view models the built-in samples share, as the lists do; the sections read their own fragments.\n      ...MarketplaceProjectFields @unmask\n      viewerCan {\n        invitePros\n      }\n      proposals {\n        ...ProposalFields @unmask\n      }\n      ...ReviewPrompt_project\n      ...InvitePros_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSuggestions($id: ID!) {\n    suggestedPros(projectId: $id) {\n      reasons\n      contractor {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectSuggestions($id: ID!) {\n    suggestedPros(projectId: $id) {\n      reasons\n      contractor {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProposal($id: ID!, $input: UpdateProposalInput!) {\n    updateProposal(id: $id, input: $input) {\n      ...ProposalFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProposal($id: ID!, $input: UpdateProposalInput!) {\n    updateProposal(id: $id, input: $input) {\n      ...ProposalFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    bidMinCents\n    bidMaxCents\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n      accept\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n    ...ProposalContractorRating_proposal\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n"): (typeof documents)["\n  fragment ProposalFields on Proposal {\n    id\n    projectId\n    contractorName\n    contractorEmail\n    contractorPhone\n    bidAmount\n    bidMinCents\n    bidMaxCents\n    timeline\n    approach\n    experience\n    materials\n    warranty\n    additionalNotes\n    status\n    submittedDate\n    viewerCan {\n      decide\n      accept\n    }\n    contractorProfileId\n    contractorBadges {\n      kind\n      label\n    }\n    ...ProposalContractorRating_proposal\n    ...ProposalMessagesLinkFields\n    ...ProposalAgreement_proposal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields @unmask\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitProposal($input: SubmitProposalInput!) {\n    submitProposal(input: $input) {\n      ...ProposalFields @unmask\n      project {\n        id\n        proposalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n      contractorEmail\n      contractorPhone\n      ...ProjectHireChoices\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {\n    updateProposalStatus(id: $id, status: $status) {\n      id\n      status\n      contractorEmail\n      contractorPhone\n      ...ProjectHireChoices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectHireChoices on Proposal {\n    project {\n      id\n      proposals {\n        id\n        viewerCan {\n          decide\n          accept\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectHireChoices on Proposal {\n    project {\n      id\n      proposals {\n        id\n        viewerCan {\n          decide\n          accept\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {\n    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {\n      accepted {\n        id\n        ...ProposalFields\n        ...ProjectHireChoices\n      }\n      declined {\n        id\n        ...ProposalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {\n    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {\n      accepted {\n        id\n        ...ProposalFields\n        ...ProjectHireChoices\n      }\n      declined {\n        id\n        ...ProposalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitePros_project on Project {\n    id\n    category\n    location\n    visibility\n    viewerCan {\n      invitePros\n    }\n    invitations {\n      invitedAt\n      notifiedAt\n      contractor {\n        id\n        businessName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InvitePros_project on Project {\n    id\n    category\n    location\n    visibility\n    viewerCan {\n      invitePros\n    }\n    invitations {\n      invitedAt\n      notifiedAt\n      contractor {\n        id\n        businessName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProCard_contractor on ContractorProfile {\n    id\n    businessName\n    logoUrl\n    yearsInBusiness\n    completedProjects\n    typicalResponse\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    badges {\n      kind\n      label\n    }\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProCard_contractor on ContractorProfile {\n    id\n    businessName\n    logoUrl\n    yearsInBusiness\n    completedProjects\n    typicalResponse\n    trades {\n      id\n      name\n    }\n    serviceAreas {\n      slug\n      name\n    }\n    badges {\n      kind\n      label\n    }\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProDirectory($trade: Int, $city: String, $search: String, $first: Int, $after: String) {\n    pros(trade: $trade, city: $city, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProDirectory($trade: Int, $city: String, $search: String, $first: Int, $after: String) {\n    pros(trade: $trade, city: $city, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        businessName\n        ...ProCard_contractor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitingProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      viewerCan {\n        invitePros\n      }\n      invitations {\n        contractor {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvitingProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      viewerCan {\n        invitePros\n      }\n      invitations {\n        contractor {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToQuote($projectId: ID!, $contractorId: ID!) {\n    inviteToQuote(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToQuote($projectId: ID!, $contractorId: ID!) {\n    inviteToQuote(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawInvitation($projectId: ID!, $contractorId: ID!) {\n    withdrawInvitation(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawInvitation($projectId: ID!, $contractorId: ID!) {\n    withdrawInvitation(projectId: $projectId, contractorId: $contractorId) {\n      id\n      ...InvitePros_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestedPro($id: ID!) {\n    contractorProfile(id: $id) {\n      id\n      businessName\n    }\n  }\n"): (typeof documents)["\n  query RequestedPro($id: ID!) {\n    contractorProfile(id: $id) {\n      id\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VerifiedPros($trade: Int!, $city: String, $first: Int!) {\n  pros(trade: $trade, city: $city, verifiedOnly: true, first: $first) {\n    totalCount\n    nodes { id businessName logoUrl yearsInBusiness completedProjects typicalResponse trades { id name } serviceAreas { slug name } badges { kind label } rating { average count } }\n  }\n}"): (typeof documents)["query VerifiedPros($trade: Int!, $city: String, $first: Int!) {\n  pros(trade: $trade, city: $city, verifiedOnly: true, first: $first) {\n    totalCount\n    nodes { id businessName logoUrl yearsInBusiness completedProjects typicalResponse trades { id name } serviceAreas { slug name } badges { kind label } rating { average count } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalContractorRating_proposal on Proposal {\n    id\n    contractorRating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProposalContractorRating_proposal on Proposal {\n    id\n    contractorRating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCard_review on Review {\n    id\n    projectTitle\n    rating\n    quality\n    punctuality\n    communication\n    value\n    text\n    authorName\n    createdAt\n    reply {\n      text\n      createdAt\n    }\n    hidden\n    hiddenReason\n  }\n"): (typeof documents)["\n  fragment ReviewCard_review on Review {\n    id\n    projectTitle\n    rating\n    quality\n    punctuality\n    communication\n    value\n    text\n    authorName\n    createdAt\n    reply {\n      text\n      createdAt\n    }\n    hidden\n    hiddenReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewPrompt_project on Project {\n    id\n    viewerCanReview\n    hireReview {\n      id\n      rating\n      authorName\n      hidden\n    }\n    proposals {\n      id\n      status\n      contractorName\n      contractorProfileId\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewPrompt_project on Project {\n    id\n    viewerCanReview\n    hireReview {\n      id\n      rating\n      authorName\n      hidden\n    }\n    proposals {\n      id\n      status\n      contractorName\n      contractorProfileId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewsSection_profile on ContractorProfile {\n    id\n    businessName\n    rating {\n      average\n      count\n    }\n    reviews(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        authorName\n        contractorName\n        projectTitle\n        viewerCan {\n          reply\n          hide\n        }\n        ...ReviewCard_review\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewsSection_profile on ContractorProfile {\n    id\n    businessName\n    rating {\n      average\n      count\n    }\n    reviews(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        authorName\n        contractorName\n        projectTitle\n        viewerCan {\n          reply\n          hide\n        }\n        ...ReviewCard_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      status\n      location\n      viewerCanReview\n      hireReview {\n        id\n        # Read by ReviewPrompt on the project page, which runs this query itself for now.\n        authorName\n        rating\n        hidden\n        ...ReviewCard_review\n      }\n      proposals {\n        id\n        status\n        contractorName\n        contractorProfileId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      status\n      location\n      viewerCanReview\n      hireReview {\n        id\n        # Read by ReviewPrompt on the project page, which runs this query itself for now.\n        authorName\n        rating\n        hidden\n        ...ReviewCard_review\n      }\n      proposals {\n        id\n        status\n        contractorName\n        contractorProfileId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      contractorId\n      ...ReviewCard_review\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      contractorId\n      ...ReviewCard_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToReview($id: ID!, $text: String!) {\n    replyToReview(id: $id, text: $text) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToReview($id: ID!, $text: String!) {\n    replyToReview(id: $id, text: $text) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n"): (typeof documents)["\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      id\n      viewerCan {\n        reply\n        hide\n      }\n      ...ReviewCard_review\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
/** The columns every project read selects (the benchmark's bare route selects the same). */
export const PROJECT_COLUMNS = `p.id, p.title, p.description, p.category, p.budget, p.timeline, p.urgency, p.homeowner,
  p.location, p.images, p.requirements, p.status, p.estimated_cost AS "estimatedCost",
  p.contractor_notes AS "contractorNotes", p.start_date AS "startDate", p.completion_date AS "completionDate",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.owner_id AS "ownerId", p.visibility,
  p.submitted_at AS "submittedAt", p.reviewed_at AS "reviewedAt", p.review_note AS "reviewNote",
  p.hired_proposal_id AS "hiredProposalId", p.quote_limit AS "quoteLimit", p.showcase,
  p.showcase_number AS "showcaseNumber", p.showcase_details AS "showcaseDetails",
  (SELECT COUNT(*)::int FROM proposal pr WHERE pr.project_id = p.id) AS "proposalCount"`;

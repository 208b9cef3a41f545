import type { DataSource } from 'typeorm';
import { ContactService } from './modules/contact/contact.service';
import { ProjectService } from './modules/project/project.service';
import { ProposalService } from './modules/proposal/proposal.service';

/** The service layer both transports (GraphQL and REST) call; neither touches TypeORM directly. */
export interface Services {
  projects: ProjectService;
  proposals: ProposalService;
  contact: ContactService;
}

export function createServices(db: DataSource): Services {
  return {
    projects: new ProjectService(db),
    proposals: new ProposalService(db),
    contact: new ContactService(db),
  };
}

import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Auth } from './auth/auth';
import { AccountService } from './modules/account/account.service';
import { ApiKeyService } from './modules/account/api-key.service';
import { ContactService } from './modules/contact/contact.service';
import { ProjectService } from './modules/project/project.service';
import { ProposalService } from './modules/proposal/proposal.service';

/** The service layer both transports (GraphQL and REST) call; neither touches TypeORM directly. */
export interface Services {
  projects: ProjectService;
  proposals: ProposalService;
  contact: ContactService;
  accounts: AccountService;
  apiKeys: ApiKeyService;
}

export interface ServiceDeps {
  db: DataSource;
  pool: Pool;
  auth: Auth;
  signInLimits: { perEmail: number; perAddress: number };
}

export function createServices({ db, pool, auth, signInLimits }: ServiceDeps): Services {
  const accounts = new AccountService(auth, db, pool, signInLimits);
  return {
    projects: new ProjectService(db, accounts),
    proposals: new ProposalService(db),
    contact: new ContactService(db),
    accounts,
    apiKeys: new ApiKeyService(db),
  };
}

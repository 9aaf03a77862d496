import DataLoader from 'dataloader';
import type { AccountService } from './account.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { User } from './user.entity.js';

export function createAccountLoaders(service: AccountService) {
  return {
    userById: new DataLoader<number, User | undefined>(async (ids) => {
      const byId = new Map((await service.findUsersByIds(ids)).map((user) => [user.databaseId, user]));
      return ids.map((id) => byId.get(id));
    }),
  };
}

export interface AccountsContext {
  readonly accounts: {
    readonly service: AccountService;
    readonly passwordResets: PasswordResetService;
    readonly loaders: ReturnType<typeof createAccountLoaders>;
  };
}

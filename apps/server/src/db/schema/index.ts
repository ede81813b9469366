export * from './account';
export * from './audit';
export * from './forms';
export * from './inspections';
export * from './orgs';
export * from './plants';
export * from './sessions';
export * from './users';

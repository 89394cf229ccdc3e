export * from './org';
export * from './access';
export * from './auth';
export * from './records';

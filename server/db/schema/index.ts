export * from './org';
export * from './access';
export * from './auth';
export * from './records';
export * from './customer';
export * from './order';
export * from './review';
export * from './risk';

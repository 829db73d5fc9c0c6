// Public entry of the shared contracts. Apps may also import a module directly: '@fcs/shared/plans'.
export * from './api-error';
export * from './constants';
export * from './entities';
export * from './messages';
export * from './plans';

export { StatusTag, type StatusColours } from './StatusTag';
export { useMoneyConfirm, type MoneyConfirm } from './useMoneyConfirm';
export { SecondaryText } from './SecondaryText';

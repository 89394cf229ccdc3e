export { IntegerInput, NumberInput } from './NumberInput';
export { PhoneInput } from './PhoneInput';
export { integerRules, maxLengthRule, moneyRule, phoneRule } from './rules';
export { TextArea, TextInput } from './TextInput';

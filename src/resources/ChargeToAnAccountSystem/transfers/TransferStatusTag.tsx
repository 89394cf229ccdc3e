import { StatusTag } from '../../../components/money-actions';

const COLOURS = {
  pending: 'gold', approved: 'blue', rejected: 'red', givenUp: 'default', paying: 'processing', paid: 'cyan', failed: 'red', confirmed: 'green',
};

export const TransferStatusTag = ({ status }: { status: string }) => <StatusTag ns="transfer" field="status" value={status} colours={COLOURS} />;

import { addDays, contractStatusOn, maskIban, toIsoDateInTimeZone } from '@voltaire/domain';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { contractChanges, customerContracts, customers } from '../modules/customers/customers.tables.js';
import type { IbanCipher } from '../modules/orders/iban-cipher.js';
import { DEMO_CUSTOMERS } from './demo-customers.js';

/**
 * Adds the demo customers and their contracts (dates relative to today) when missing; existing ones are left
 * as they are. Their IBANs are sealed with the app's own cipher, as any contract's.
 */
export async function seedDemoCustomers(db: Database, clock: Clock, ibanCipher: IbanCipher): Promise<void> {
  const now = clock.now();
  const today = toIsoDateInTimeZone(now);
  await db.transaction(async (tx) => {
    for (const customer of DEMO_CUSTOMERS) {
      const { contracts, iban, moving, ...person } = customer;
      await tx
        .insert(customers)
        .values({ ...person, createdAt: now })
        .onConflictDoNothing();
      for (const contract of contracts) {
        const startDate = addDays(today, contract.startInDays);
        const endDate = contract.endInDays === undefined ? null : addDays(today, contract.endInDays);
        const replaces = moving && contract.id !== moving.fromContractId ? moving.fromContractId : null;
        await tx
          .insert(customerContracts)
          .values({
            id: contract.id,
            reference: contract.reference,
            customerId: customer.id,
            orderId: null,
            replacesContractId: replaces,
            energy: contract.energy,
            deliveryPointId: contract.deliveryPointId,
            housing: contract.housing,
            offerId: contract.offerId,
            offerName: contract.offerName,
            priceVersion: startDate,
            kva: contract.kva,
            option: contract.option,
            consumption: contract.consumption,
            payment: {
              accountHolder: `${customer.firstName} ${customer.lastName}`,
              debitDay: 5,
              paperlessBilling: true,
              mandateAccepted: true,
              ibanMasked: maskIban(iban),
              ibanSealed: ibanCipher.encrypt(iban),
              mandateReference: `VOLT-${contract.reference.replace(/[^A-Z0-9]/g, '')}`,
            },
            startDate,
            endDate,
            status: contractStatusOn({ status: 'pendingStart', startDate, endDate }, today),
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing();
      }
      if (moving) {
        const next = contracts.find((contract) => contract.id !== moving.fromContractId);
        await tx
          .insert(contractChanges)
          .values({
            orderId: moving.orderId,
            contractId: moving.fromContractId,
            kind: 'moving',
            reference: next?.reference ?? moving.orderId,
            effectiveDate: next ? addDays(today, next.startInDays) : null,
            createdAt: now,
            closedAt: null,
          })
          .onConflictDoNothing();
      }
    }
  });
}

import type { OrderDocumentView } from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { UploadedFile } from '../../http/multipart-upload.js';
import type { OrderDocuments } from '../field-sales/order-documents.service.js';
import type { ContractChangeOrders } from '../orders/contract-change-orders.js';
import type { OrderOwner } from '../orders/order-view.js';

export const meterPhotoUrl = (orderId: string, documentId: string) =>
  `/api/node/v1/demenagement/${orderId}/releve-photo/${documentId}`;

/**
 * The photo of the final meter reading, where the old home's meter is not read remotely: one of the move's
 * order documents (kind `meterReading`, checked by its content, stored outside the web root), read back by
 * the customer whose move it is and by administrators (`/api/vad/documents/{id}`), by nobody else.
 */
export function createMeterPhotos({
  documents,
  changeOrders,
}: {
  documents: Pick<OrderDocuments, 'upload' | 'list' | 'download'>;
  changeOrders: Pick<ContractChangeOrders, 'owned'>;
}) {
  const forCustomer = (view: OrderDocumentView): OrderDocumentView => ({
    ...view,
    url: meterPhotoUrl(view.orderId, view.id),
  });

  return {
    /** Refuses (404) anyone but the move's owner, before the upload is read. */
    async assertOwner(owner: OrderOwner, orderId: string): Promise<void> {
      await changeOrders.owned(orderId, owner.key, 'moving');
    },

    async attach(
      owner: OrderOwner,
      orderId: string,
      /** Already checked by content, size and antivirus (`readUploadedFile`). */
      file: UploadedFile,
    ): Promise<OrderDocumentView> {
      const order = await changeOrders.owned(orderId, owner.key, 'moving');
      if (order.journey.contractChange?.departure?.path !== 'bothEnds') {
        throw new BusinessError(
          'MOVE_OUT_MISSING',
          'La photo de l’index accompagne la résiliation de votre logement actuel : indiquez d’abord votre date de départ.',
        );
      }
      const view = await documents.upload({
        orderId,
        ownerKey: owner.key,
        uploadedBy: 'client',
        kind: 'meterReading',
        file,
      });
      return forCustomer(view);
    },

    async list(owner: OrderOwner, orderId: string): Promise<OrderDocumentView[]> {
      await changeOrders.owned(orderId, owner.key, 'moving');
      const views = await documents.list({ kind: 'owner', ownerKey: owner.key }, orderId);
      return views.filter((view) => view.kind === 'meterReading').map(forCustomer);
    },

    async download(owner: OrderOwner, orderId: string, documentId: string) {
      await changeOrders.owned(orderId, owner.key, 'moving');
      const photo = (await this.list(owner, orderId)).find((view) => view.id === documentId);
      if (!photo) throw new BusinessError('DOCUMENT_NOT_FOUND', 'Document introuvable.');
      return documents.download({ kind: 'owner', ownerKey: owner.key }, documentId);
    },
  };
}

export type MeterPhotos = ReturnType<typeof createMeterPhotos>;

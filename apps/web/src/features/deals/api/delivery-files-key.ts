/** The query of an order's delivery files (under the deals key: a delivery refreshes it). */
export const deliveryFilesKey = (orderId: number) => ['deals', 'delivery-files', orderId] as const;

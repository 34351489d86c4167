/** A customer as `GET /api/v1/admin/customers` answers it. */
export interface AdminCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  points: number;
}

export interface PointsMovement {
  id: number;
  source: 'order' | 'admin';
  points: number;
  balance_after: number;
  remarks: string;
  order_id: number | null;
  admin: string | null;
  created_at: string;
}

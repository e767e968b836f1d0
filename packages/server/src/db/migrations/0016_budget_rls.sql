SELECT lontar_secure_tenant_table('budget_account'::regclass);

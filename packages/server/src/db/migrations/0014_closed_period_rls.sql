SELECT lontar_secure_tenant_table('closed_period'::regclass);

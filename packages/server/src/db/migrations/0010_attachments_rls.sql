SELECT lontar_secure_tenant_table('attachment'::regclass);

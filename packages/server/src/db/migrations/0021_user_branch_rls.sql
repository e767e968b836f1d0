-- Row-level security for the members' branches (record limits by branch).
SELECT lontar_secure_tenant_table('user_branch'::regclass);

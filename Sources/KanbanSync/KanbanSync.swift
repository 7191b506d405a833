/// Sharing the kanban board through a PostgreSQL server: offline first, merged per field.

/// A throwaway PostgreSQL server for tests: its own directory, a unix socket, never as root.

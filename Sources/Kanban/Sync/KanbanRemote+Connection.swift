import Foundation
import KanbanShare
import Logging
import PostgresNIO

extension KanbanRemote {
    /// The settings for postgres-nio: a unix socket `<dir>/.s.PGSQL.<port>`
    /// or TCP with TLS per `sslMode`. The password comes from the URL, else
    /// PGPASSWORD, else the password file (read now, so edits to it count).
    /// Throws when the TLS settings cannot be used (a root certificate file
    /// that is not one).
    public func connection(logger: Logger = KanbanRemote.logger) throws(KanbanRemoteError)
        -> PostgresConnection.Configuration
    {
        let password = lookUpPassword(logger: logger).password
        var configuration: PostgresConnection.Configuration
        if let socket = unixSocketPath {
            configuration = .init(unixSocketPath: socket, username: user, password: password, database: database)
        } else {
            let tls: PostgresConnection.Configuration.TLS
            switch sslMode {
            case .disable: tls = .disable
            case .allow, .prefer: tls = .prefer(try tlsContext())
            case .require, .verifyCA, .verifyFull: tls = .require(try tlsContext())
            }
            configuration = .init(host: host, port: port, username: user, password: password,
                                  database: database, tls: tls)
        }
        if let connectTimeout {
            // As libpq: 0 or less waits without a limit, and less than 2 s counts as 2 s.
            let seconds = connectTimeout <= 0 ? 86_400 : max(2, connectTimeout)
            configuration.options.connectTimeout = .seconds(Int64(seconds))
        }
        configuration.options.additionalStartupParameters = [("application_name", applicationName)]
        return configuration
    }

    /// The TLS context of `sslMode`: no certificate check below
    /// `verify-ca`, as with libpq.
    private func tlsContext() throws(KanbanRemoteError) -> NIOSSLContext {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch sslMode {
        case .disable, .allow, .prefer, .require:
            configuration.certificateVerification = .none
        case .verifyCA, .verifyFull:
            configuration.certificateVerification = sslMode == .verifyCA ? .noHostnameVerification : .fullVerification
            if let trustRootsFile { configuration.trustRoots = .file(trustRootsFile) }
        }
        do {
            return try NIOSSLContext(configuration: configuration)
        } catch {
            if case .file(let path) = configuration.trustRoots {
                throw .unusableRootCertificate(path: path, reason: "\(error)")
            }
            throw .tls("\(error)")
        }
    }
}

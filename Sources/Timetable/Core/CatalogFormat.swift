/// The kind of file a catalog came from.
public enum CatalogFormat: String, Sendable, Hashable, Codable {
    /// The SUWIKI Firebase array (`courseName`, `roomName`, …).
    case suwikiJSON
    /// The university portal's JSON (`subjtNm`, `timtSmryCn`, …).
    case portalJSON
    /// CSV with a header row using either set of names.
    case csv
}

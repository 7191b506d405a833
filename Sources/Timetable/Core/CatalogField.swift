/// The field names the catalog formats use.
enum CatalogField: Int, CaseIterable {
    case courseName, professor, major, classification, credit, num, classNum, roomName, courseDay, startTime, endTime
    case subjtNm, reprPrfsEnoNm, ltrPrfsNm, estbDpmjNm, facDvnm, point, trgtGrdeCd, diclNo, subjtCd, timtSmryCn

    static let names: [[UInt8]] = allCases.map { Array(String(describing: $0).utf8) }

    var isSUWIKI: Bool { rawValue <= CatalogField.endTime.rawValue }

    /// The field `key` names, compared byte for byte.
    static func find(_ key: UnsafeBufferPointer<UInt8>) -> CatalogField? {
        for (index, name) in names.enumerated() where name.count == key.count {
            var equal = true
            for offset in 0..<name.count where name[offset] != key[offset] {
                equal = false
                break
            }
            if equal { return CatalogField(rawValue: index) }
        }
        return nil
    }
}

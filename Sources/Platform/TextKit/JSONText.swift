/// Text written into JSON by hand (a line a record, streamed): one way to
/// quote it for every command that prints JSON.
public enum JSONText {
    /// `text` as a JSON string literal. Controls, bidi controls and line
    /// separators are escaped: the output keeps the text exactly and sends
    /// none of them to a terminal that shows it.
    public static func quoted(_ text: String) -> String {
        // Most text needs no escape: printable ASCII without `"` and `\`.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if UntrustedText.isForbidden(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

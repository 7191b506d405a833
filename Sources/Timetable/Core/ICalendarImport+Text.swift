import Foundation
import TextKit

/// The text of a calendar: content lines unfolded and split, TEXT values
/// unescaped and cleaned.
extension ICalendarImport {
    /// The content lines, unfolded (a line starting with a space or a tab
    /// continues the one before it).
    static func unfold(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else if !raw.isEmpty {
                lines.append(String(raw))
            }
        }
        return lines
    }

    /// `NAME;PARAM=value:VALUE` split; nil for a line without a colon.
    static func parse(_ line: String) -> (name: String, parameters: [String: String], value: String)? {
        var inQuotes = false
        var colon: String.Index?
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == ":", !inQuotes {
                colon = index
                break
            }
        }
        guard let colon else { return nil }
        let head = line[..<colon].split(separator: ";").map(String.init)
        guard let name = head.first?.uppercased(), !name.isEmpty else { return nil }
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parameters[pair[0].uppercased()] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        return (name, parameters, String(line[line.index(after: colon)...]))
    }

    /// A one-line TEXT value as stored: unescaped, then cleaned by the one
    /// cleaner (escape sequences whole, controls, bidi overrides: a name or
    /// room is measured, stored and exported clean), spaces at its ends
    /// trimmed.
    static func oneLine(_ value: String) -> String {
        UntrustedText.clean(unescape(value), .singleLine).trimmingCharacters(in: .whitespaces)
    }

    /// TEXT unescaped: `\n` `\,` `\;` `\\`.
    static func unescape(_ text: String) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": out.append("\n")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

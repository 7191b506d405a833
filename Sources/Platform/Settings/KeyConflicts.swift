import TerminalUI

/// The rule for the user's keys: within a group (keys that can be pressed
/// at the same time) a key triggers one action. Bindings of different
/// modes of one group never meet (see ``KeyBinding/mode``); patterns (any
/// typed character) are not counted: an action's key simply wins there.
public enum KeyConflicts {
    /// Throws for the first key bound twice in a group, naming the file's
    /// line of the action the user changed and both actions.
    public static func check(_ groups: [KeyGroup], changed: KeyOverrides, file: String, text: String) throws(ConfigError) {
        let lines = SourceLines(text)
        for group in groups {
            var owners: [Key: [KeyBinding]] = [:]
            for binding in group.bindings {
                for key in binding.keys {
                    let clashing = owners[key, default: []].first { other in
                        !(other.action != nil && other.action == binding.action) && !differentModes(other, binding)
                            && !(other.action == nil && binding.action == nil && other.help == binding.help)
                    }
                    if let other = clashing {
                        let blamed = [binding, other].compactMap(\.action).first { changed.keys[$0] != nil }
                        let line = blamed.flatMap { action -> Int? in
                            guard let dot = action.firstIndex(of: ".") else { return nil }
                            return lines.line(of: String(action[action.index(after: dot)...]), in: "keys.\(action[..<dot])")
                        }
                        throw ConfigError(file: file, line: line,
                                          message: "\(key.helpName) is bound to both \(describe(other)) and \(describe(binding)),"
                                            + " which work at the same time (\(group.name))")
                    }
                    owners[key, default: []].append(binding)
                }
            }
        }
    }

    private static func differentModes(_ a: KeyBinding, _ b: KeyBinding) -> Bool {
        guard let modeA = a.mode, let modeB = b.mode else { return false }
        return modeA != modeB
    }

    /// An action by its name; a fixed binding by its keys and what it does.
    private static func describe(_ binding: KeyBinding) -> String {
        binding.action ?? "the fixed keys \(binding.helpKeys) (\(binding.help))"
    }
}
